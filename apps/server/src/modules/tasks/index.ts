import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { taskEvents } from './tasks.events';
import { taskRoutes } from './tasks.routes';
import { tasksSeed } from './tasks.seed';
import { taskSocketEvents } from './tasks.socket';

/** Tasks, their checklists and comments. */
export const tasksModule = defineModule({
  name: 'tasks',
  routes: taskRoutes as FastifyPluginAsync,
  events: taskEvents,
  socket: taskSocketEvents,
  seed: tasksSeed,
});

export { findVisibleTask, type TaskAccessRow } from './tasks.queries';
export {
  createTask,
  deleteTask,
  getTask,
  listProjectTasks,
  listTasks,
  TASK_MESSAGES,
  taskRights,
  updateTask,
} from './tasks.service';
