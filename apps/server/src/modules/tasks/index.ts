import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { taskEvents } from './tasks.events';
import { taskRoutes } from './tasks.routes';
import { tasksSeed } from './tasks.seed';

/** Tasks, their checklists and comments. */
export const tasksModule = defineModule({
  name: 'tasks',
  routes: taskRoutes as FastifyPluginAsync,
  events: taskEvents,
  seed: tasksSeed,
});

export {
  createTask,
  deleteTask,
  getTask,
  listProjectTasks,
  listTasks,
  TASK_MESSAGES,
  updateTask,
} from './tasks.service';
