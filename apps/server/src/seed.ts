import { type Branding, DEFAULT_THEME } from '@app/domain';
import { inArray, sql } from 'drizzle-orm';
import type { AppDb } from './db/client';
import { departments, organizations, users } from './db/schema';
import { hashPassword } from './lib/password';

export type DemoAccountKind = 'individual' | 'organization admin' | 'platform admin';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  kind: DemoAccountKind;
}

/** One shared password for every demo account, printed at start. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'Alex Morgan', email: 'alex@example.com', password: DEMO_PASSWORD, kind: 'individual' },
  { name: 'Olivia Chen', email: 'olivia@acme.example', password: DEMO_PASSWORD, kind: 'organization admin' },
  { name: 'Sam Rivera', email: 'admin@example.com', password: DEMO_PASSWORD, kind: 'platform admin' },
];

export const DEMO_ORGANIZATION = {
  name: 'Acme Corporation',
  domain: 'acme.example',
  subdomain: 'acme',
  description: 'Demo organization with one department, for trying the organization features.',
  subscriptionTier: 'enterprise',
} as const;

/** The branding an organization starts with: the product's default theme (primary #3B82F6, Inter). */
/** Acme's own colours, so the demo shows what an organization's branding does to the app (spec 4.8). */
export const DEMO_ORGANIZATION_BRANDING: Required<Branding> = {
  primaryColor: '#047857',
  primaryDarkColor: '#065F46',
  primaryLightColor: '#34D399',
  secondaryColor: '#334155',
  accentColor: '#D97706',
  primaryFont: DEFAULT_THEME.fontFamily,
  headingFont: DEFAULT_THEME.fontFamily,
  customCSS: '',
};

export function defaultOrganizationBranding(): Required<Branding> {
  return {
    primaryColor: DEFAULT_THEME.primaryColor,
    primaryDarkColor: '#2563EB',
    primaryLightColor: '#60A5FA',
    secondaryColor: '#64748B',
    accentColor: '#F59E0B',
    primaryFont: DEFAULT_THEME.fontFamily,
    headingFont: DEFAULT_THEME.fontFamily,
    customCSS: '',
  };
}

// Serializes concurrent seeders (several processes starting on one PostgreSQL); any constant works.
const SEED_LOCK_KEY = 728_164_002;

function demoAccount(kind: DemoAccountKind): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.kind === kind);
  if (!account) throw new Error(`Missing demo account: ${kind}`);
  return account;
}

/**
 * Fills an empty database (no users) with the demo accounts: an individual, an organization with its admin and
 * an 'Engineering' department, and a platform admin. Returns the accounts it created: none when users exist.
 */
export async function seedDemoData(db: AppDb): Promise<DemoAccount[]> {
  const individual = demoAccount('individual');
  const orgAdmin = demoAccount('organization admin');
  const platformAdmin = demoAccount('platform admin');
  // Hash outside the transaction (Argon2 takes a moment) and separately, so no two accounts share a salt.
  const [individualHash, orgAdminHash, platformAdminHash] = await Promise.all(
    [individual, orgAdmin, platformAdmin].map((account) => hashPassword(account.password)),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const anyUser = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser.length > 0) return [];

    await tx.insert(users).values({
      name: individual.name,
      email: individual.email,
      passwordHash: individualHash,
      accountType: 'individual',
      jobTitle: 'Product Designer',
    });

    const [organization] = await tx
      .insert(organizations)
      .values({
        ...DEMO_ORGANIZATION,
        // A paid tier needs no trial; the subscription gate lets it through.
        trialEndsAt: null,
        branding: DEMO_ORGANIZATION_BRANDING,
      })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('Seeding failed: organization not created');

    const [engineering] = await tx
      .insert(departments)
      .values({
        organizationId: organization.id,
        name: 'Engineering',
        description: 'Builds and runs the product.',
      })
      .returning({ id: departments.id });
    if (!engineering) throw new Error('Seeding failed: department not created');

    await tx.insert(users).values({
      name: orgAdmin.name,
      email: orgAdmin.email,
      passwordHash: orgAdminHash,
      role: 'admin',
      systemRole: 'admin',
      orgRole: 'org_admin',
      accountType: 'organization',
      organizationId: organization.id,
      departmentId: engineering.id,
      isOrgAdmin: true,
      jobTitle: 'Head of Operations',
    });

    await tx.insert(users).values({
      name: platformAdmin.name,
      email: platformAdmin.email,
      passwordHash: platformAdminHash,
      role: 'admin',
      systemRole: 'admin',
      platformRole: 'super_admin',
      accountType: 'individual',
      jobTitle: 'Platform Administrator',
    });

    return [individual, orgAdmin, platformAdmin];
  });
}

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
