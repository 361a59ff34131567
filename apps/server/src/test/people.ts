import { users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { signIn, TEST_PASSWORD, type TestSession } from './auth';
import type { TestApp } from './helpers';

/** A person for a test: a user row without its password (every one gets TEST_PASSWORD). */
export type PersonSeed = Omit<typeof users.$inferInsert, 'passwordHash'> & { name: string; email: string };

/**
 * Inserts the people, each with TEST_PASSWORD (a member of an organization as an organization account), and signs
 * every one in: their ids by email, and their sessions in the order given.
 */
export async function addSignedInPeople(
  t: TestApp,
  people: readonly PersonSeed[],
): Promise<{ userIds: Record<string, string>; sessions: TestSession[] }> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const rows = await t.database.db
    .insert(users)
    .values(
      people.map((person) => ({
        ...(person.organizationId ? { accountType: 'organization' as const } : {}),
        ...person,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = Object.fromEntries(rows.map((row) => [row.email, row.id]));
  const sessions = await Promise.all(people.map((person) => signIn(t.app, person.email)));
  return { userIds, sessions };
}
