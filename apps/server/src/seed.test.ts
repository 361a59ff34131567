import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, organizations, users } from './db/schema';
import { verifyPassword } from './lib/password';
import { DEMO_PASSWORD, findDemoAccounts, seedDemoData } from './seed';
import { openTestDatabase, type TestDatabase } from './test/helpers';

describe('seedDemoData', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('fills an empty database once, and never twice', async () => {
    const { db } = t.database;
    expect(await findDemoAccounts(db)).toEqual([]);

    const created = await seedDemoData(db);
    expect(created.map((account) => [account.email, account.kind])).toEqual([
      ['alex@example.com', 'individual'],
      ['olivia@acme.example', 'organization admin'],
      ['admin@example.com', 'platform admin'],
    ]);
    expect(created.every((account) => account.password === DEMO_PASSWORD)).toBe(true);

    expect(await seedDemoData(db)).toEqual([]);
    const rows = await db.select().from(users).orderBy(asc(users.email));
    expect(rows).toHaveLength(3);
    expect(await findDemoAccounts(db)).toHaveLength(3);

    const [organization] = await db.select().from(organizations);
    expect(organization).toMatchObject({
      name: 'Acme Corporation',
      domain: 'acme.example',
      subdomain: 'acme',
      isActive: true,
    });
    expect(organization?.branding.primaryColor).toBe('#047857');
    const [engineering] = await db.select().from(departments);
    expect(engineering).toMatchObject({ name: 'Engineering', organizationId: organization?.id });

    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('alex@example.com')).toMatchObject({
      name: 'Alex Morgan',
      accountType: 'individual',
      organizationId: null,
      profileImage: 'default-avatar.jpg',
    });
    expect(byEmail.get('olivia@acme.example')).toMatchObject({
      name: 'Olivia Chen',
      accountType: 'organization',
      orgRole: 'org_admin',
      isOrgAdmin: true,
      organizationId: organization?.id,
      departmentId: engineering?.id,
    });
    expect(byEmail.get('admin@example.com')).toMatchObject({
      name: 'Sam Rivera',
      platformRole: 'super_admin',
      systemRole: 'admin',
    });
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{24}$/);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
  });

  it('keeps email addresses unique regardless of case', async () => {
    const { db } = t.database;
    await expect(
      db.insert(users).values({ name: 'Copy', email: 'ALEX@example.com', passwordHash: null }),
    ).rejects.toThrow();
    const [alex] = await db.select().from(users).where(eq(users.email, 'alex@example.com'));
    expect(alex?.name).toBe('Alex Morgan');
  });
});
