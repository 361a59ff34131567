import { type SeedFacts, seedStep } from '../module';
import { labels } from './labels.schema';

declare module '../module' {
  interface SeedFacts {
    /** The demo labels' ids by name: Alex's own, and Acme's. */
    labels: { alex: Record<string, string>; acme: Record<string, string> };
  }
}

const ALEX_LABELS: [name: string, color: string][] = [
  ['Design', '#7b1fa2'],
  ['Frontend', '#1976d2'],
  ['Research', '#00796b'],
  ['Quick win', '#388e3c'],
];

const ACME_LABELS: [name: string, color: string][] = [
  ['Backend', '#1976d2'],
  ['Security', '#d32f2f'],
  ['Customer', '#f57c00'],
  ['Finance', '#5d4037'],
];

/** Alex's labels and Acme's (Olivia made them), for the demo tasks to carry. */
export const labelsSeed = seedStep({
  after: ['auth'],
  run: async ({ tx, need, provide }) => {
    const people = need('people');
    const made = await tx
      .insert(labels)
      .values([
        ...ALEX_LABELS.map(([name, color]) => ({
          organizationId: null,
          ownerId: people.ids.alex,
          createdBy: people.ids.alex,
          name,
          color,
        })),
        ...ACME_LABELS.map(([name, color]) => ({
          organizationId: people.organizationId,
          ownerId: null,
          createdBy: people.ids.olivia,
          name,
          color,
        })),
      ])
      .returning();
    const byName = (organizationId: string | null) =>
      Object.fromEntries(
        made.filter((row) => row.organizationId === organizationId).map((row) => [row.name, row.id]),
      );
    const facts: SeedFacts['labels'] = { alex: byName(null), acme: byName(people.organizationId) };
    provide('labels', facts);
  },
});
