import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { projectEvents } from './projects.events';
import { projectRoutes } from './projects.routes';
import { projectsSeed } from './projects.seed';
import { projectSocketEvents } from './projects.socket';

/** Projects and their members. */
export const projectsModule = defineModule({
  name: 'projects',
  routes: projectRoutes as FastifyPluginAsync,
  events: projectEvents,
  socket: projectSocketEvents,
  seed: projectsSeed,
});

export {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  PROJECT_MESSAGES,
  updateProject,
} from './projects.service';
export { requireVisibleProject } from './projects.socket';
