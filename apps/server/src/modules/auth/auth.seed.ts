import { inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { seedStep } from '../module';

export type DemoAccountKind =
  | 'individual'
  | 'organization admin'
  | 'department manager'
  | 'organization member'
  | 'platform admin'
  | 'enterprise admin';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  kind: DemoAccountKind;
}

/** One shared password for every demo account, printed at start. */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Every demo account, in the order printed at start. This module creates the first four; the organizations
 * module creates the people of its workspace (Acme's departments and teams, Globex), by these emails.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'Alex Morgan', email: 'alex@example.com', password: DEMO_PASSWORD, kind: 'individual' },
  { name: 'Olivia Chen', email: 'olivia@acme.example', password: DEMO_PASSWORD, kind: 'organization admin' },
  { name: 'Jordan Lee', email: 'jordan@acme.example', password: DEMO_PASSWORD, kind: 'organization member' },
  { name: 'Sam Rivera', email: 'admin@example.com', password: DEMO_PASSWORD, kind: 'platform admin' },
  { name: 'Dana Brooks', email: 'dana@acme.example', password: DEMO_PASSWORD, kind: 'department manager' },
  { name: 'Priya Patel', email: 'priya@acme.example', password: DEMO_PASSWORD, kind: 'organization member' },
  { name: 'Marcus Webb', email: 'marcus@acme.example', password: DEMO_PASSWORD, kind: 'organization member' },
  { name: 'Noah Kim', email: 'noah@acme.example', password: DEMO_PASSWORD, kind: 'organization member' },
  { name: 'Sofia Garcia', email: 'sofia@acme.example', password: DEMO_PASSWORD, kind: 'organization member' },
  { name: 'Ben Carter', email: 'ben@acme.example', password: DEMO_PASSWORD, kind: 'organization member' },
  {
    name: 'Grace Hopkins',
    email: 'grace@globex.example',
    password: DEMO_PASSWORD,
    kind: 'organization admin',
  },
  {
    name: 'Elena Ward',
    email: 'elena@globex.example',
    password: DEMO_PASSWORD,
    kind: 'enterprise admin',
  },
];

/** The demo account with this email; throws when the list lacks it. */
export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`Missing demo account: ${email}`);
  return account;
}

// The accounts this module creates (the others are the organization workspace's).
const INDIVIDUAL = 'alex@example.com';
const ORG_ADMIN = 'olivia@acme.example';
const ORG_MEMBER = 'jordan@acme.example';
const PLATFORM_ADMIN = 'admin@example.com';

/** The demo people whose work the other modules' demo data is: Alex (individual), Olivia and Jordan (Acme). */
export type DemoPerson = 'alex' | 'olivia' | 'jordan';

export interface DemoPeople {
  ids: Record<DemoPerson, string>;
  names: Record<DemoPerson, string>;
  /** Acme's id (Olivia's and Jordan's organization). */
  organizationId: string;
}

declare module '../module' {
  interface SeedFacts {
    people: DemoPeople;
    /** The accounts this seeding created. */
    demoAccounts: DemoAccount[];
  }
}

/**
 * Four demo accounts: an individual, Acme's admin and a member (in Engineering), a platform admin. The accounts
 * it reports as created include those of the organizations' seed step.
 */
export const authSeed = seedStep({
  after: ['organizations'],
  // Hash outside the transaction (Argon2 takes a moment), once per account, so no two accounts share a salt.
  prepare: () =>
    Promise.all(
      [INDIVIDUAL, ORG_ADMIN, ORG_MEMBER, PLATFORM_ADMIN].map((email) =>
        hashPassword(demoAccount(email).password),
      ),
    ),
  run: async ({ tx, need, provide }, [individualHash, orgAdminHash, orgMemberHash, platformAdminHash]) => {
    const individual = demoAccount(INDIVIDUAL);
    const orgAdmin = demoAccount(ORG_ADMIN);
    const orgMember = demoAccount(ORG_MEMBER);
    const platformAdmin = demoAccount(PLATFORM_ADMIN);
    const organization = need('organization');

    const [alex] = await tx
      .insert(users)
      .values({
        name: individual.name,
        email: individual.email,
        passwordHash: individualHash as string,
        accountType: 'individual',
        jobTitle: 'Product Designer',
      })
      .returning({ id: users.id });
    if (!alex) throw new Error('Seeding failed: individual account not created');

    const orgAccounts = await tx
      .insert(users)
      .values([
        {
          name: orgAdmin.name,
          email: orgAdmin.email,
          passwordHash: orgAdminHash as string,
          role: 'admin',
          systemRole: 'admin',
          orgRole: 'org_admin',
          accountType: 'organization',
          organizationId: organization.id,
          departmentId: organization.departmentId,
          isOrgAdmin: true,
          jobTitle: 'Head of Operations',
        },
        {
          name: orgMember.name,
          email: orgMember.email,
          passwordHash: orgMemberHash as string,
          orgRole: 'member',
          accountType: 'organization',
          organizationId: organization.id,
          departmentId: organization.departmentId,
          jobTitle: 'Software Engineer',
        },
      ])
      .returning({ id: users.id, email: users.email });
    const olivia = orgAccounts.find((row) => row.email === orgAdmin.email);
    const jordan = orgAccounts.find((row) => row.email === orgMember.email);
    if (!olivia || !jordan) throw new Error('Seeding failed: organization accounts not created');

    await tx.insert(users).values({
      name: platformAdmin.name,
      email: platformAdmin.email,
      passwordHash: platformAdminHash as string,
      role: 'admin',
      systemRole: 'admin',
      platformRole: 'super_admin',
      accountType: 'individual',
      jobTitle: 'Platform Administrator',
    });

    provide('people', {
      ids: { alex: alex.id, olivia: olivia.id, jordan: jordan.id },
      names: { alex: individual.name, olivia: orgAdmin.name, jordan: orgMember.name },
      organizationId: organization.id,
    });
    const created = new Set([
      ...[individual, orgAdmin, orgMember, platformAdmin].map((account) => account.email),
      ...organization.accountEmails,
    ]);
    provide(
      'demoAccounts',
      DEMO_ACCOUNTS.filter((account) => created.has(account.email)),
    );
  },
});

/** The demo accounts present in the database (all of them after seeding; none on a database without them). */
export async function findDemoAccounts(db: AppDb): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const present = new Set(rows.map((row) => row.email.toLowerCase()));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.email));
}
