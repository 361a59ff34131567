import { sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { seedStep } from '../module';
import { taskWatchers } from './watchers.schema';

/** The demo tasks' creators and assignees follow them, as they would had they made them through the API. */
export const watchersSeed = seedStep({
  after: ['tasks'],
  run: async ({ tx }) => {
    await tx.execute(sql`insert into ${taskWatchers} (task_id, user_id)
      select ${tasks.id}, ${tasks.createdBy} from ${tasks}
      union select ${tasks.id}, ${tasks.assignedTo} from ${tasks} where ${tasks.assignedTo} is not null
      on conflict do nothing`);
  },
});
