import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  type NewOrganizationRow,
  type NewUserRow,
  type OrganizationRow,
  organizations,
  users,
} from '../../db/schema';

/** One organization by id, or undefined. */
export async function findOrganizationById(db: AppDb, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

/** The organization that owns this domain (active or not), ignoring case. */
export async function findOrganizationByDomain(
  db: AppDb,
  domain: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(sql`lower(${organizations.domain}) = ${domain.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Which of these domains organizations already use (lowercased). */
export async function takenDomains(db: AppDb, domains: readonly string[]): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  const rows = await db
    .select({ domain: sql<string>`lower(${organizations.domain})` })
    .from(organizations)
    .where(
      inArray(
        sql`lower(${organizations.domain})`,
        domains.map((d) => d.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.domain));
}

/** Which of these subdomains organizations already use (lowercased). */
export async function takenSubdomains(db: AppDb, subdomains: readonly string[]): Promise<Set<string>> {
  if (subdomains.length === 0) return new Set();
  const rows = await db
    .select({ subdomain: sql<string>`lower(${organizations.subdomain})` })
    .from(organizations)
    .where(
      inArray(
        sql`lower(${organizations.subdomain})`,
        subdomains.map((s) => s.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.subdomain));
}

/** Creates the organization and its admin together: either both exist afterwards or neither does. */
export async function insertOrganizationWithAdmin(
  db: AppDb,
  organization: NewOrganizationRow,
  admin: Omit<NewUserRow, 'organizationId'>,
): Promise<{ organization: OrganizationRow; adminId: string }> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(organizations).values(organization).returning();
    if (!created) throw new Error('Organization not created');
    const [user] = await tx
      .insert(users)
      .values({ ...admin, organizationId: created.id })
      .returning({ id: users.id });
    if (!user) throw new Error('Organization admin not created');
    return { organization: created, adminId: user.id };
  });
}
