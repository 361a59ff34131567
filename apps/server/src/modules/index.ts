import type { FastifyPluginAsync } from 'fastify';
import { authModule } from './auth';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { discussionRoutes } from './discussion/discussion.routes';
import { healthRoutes } from './health/health.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { organizationRoutes } from './organizations/organizations.routes';
import { projectRoutes } from './projects/projects.routes';
import { taskRoutes } from './tasks/tasks.routes';
import { todoRoutes } from './todos/todos.routes';
import { userRoutes } from './users/users.routes';

/**
 * Every feature module's routes, mounted under /api/v1 in this order. Add new modules here, after `authModule`:
 * it installs cookies, rate limiting and the guard enforcer that the later modules' routes rely on.
 */
export const apiModules: readonly FastifyPluginAsync[] = [
  healthRoutes,
  authModule,
  organizationRoutes as FastifyPluginAsync,
  projectRoutes as FastifyPluginAsync,
  taskRoutes as FastifyPluginAsync,
  todoRoutes as FastifyPluginAsync,
  dashboardRoutes as FastifyPluginAsync,
  userRoutes as FastifyPluginAsync,
  notificationRoutes as FastifyPluginAsync,
  discussionRoutes as FastifyPluginAsync,
];
