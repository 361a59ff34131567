import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { workflowEvents } from './workflows.events';
import { workflowRoutes } from './workflows.routes';
import { workflowsSeed } from './workflows.seed';

/** A project's workflow (issue 37); the tasks module stores each task's state with `stateColumns`. */
export const workflowsModule = defineModule({
  name: 'workflows',
  routes: workflowRoutes as FastifyPluginAsync,
  events: workflowEvents,
  seed: workflowsSeed,
});

export { projectWorkflows } from './workflows.schema';
export {
  requireState,
  stateColumns,
  stateName,
  statesOfProject,
  statesOfProjects,
  taskStateSql,
} from './workflows.service';
