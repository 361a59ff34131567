import { seedStep } from '../module';
import { savedViews } from './views.schema';

/** Olivia's view of Acme's urgent work, shared with Acme; Alex's own view of his open bugs. */
export const viewsSeed = seedStep({
  after: ['auth'],
  run: async ({ tx, need }) => {
    const people = need('people');
    await tx.insert(savedViews).values([
      {
        ownerId: people.ids.olivia,
        organizationId: people.organizationId,
        projectId: null,
        name: 'Urgent this week',
        query: 'priority:urgent due:<7d',
        layout: 'list',
        shared: true,
      },
      {
        ownerId: people.ids.alex,
        organizationId: null,
        projectId: null,
        name: 'Open bugs',
        query: 'label:bug status:todo',
        layout: 'list',
        shared: false,
      },
    ]);
  },
});
