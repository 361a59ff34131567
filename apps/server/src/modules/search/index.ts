import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { searchRoutes } from './search.routes';

/**
 * Search (issue 39): one query over tasks, projects, comments and people, ranked and filtered by the tenant scope
 * in SQL. Its indexes belong to the tables it reads (tasks, task_comments, projects; migration 0020).
 */
export const searchModule = defineModule({ name: 'search', routes: searchRoutes as FastifyPluginAsync });
