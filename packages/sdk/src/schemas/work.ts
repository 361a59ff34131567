// The answer schemas of the calls the signed-in frame and the dashboard make first (notifications, dashboard,
// projects). Like schemas/account.ts they load with the first call (see `lazySchema` in http.ts), so those
// screens paint before zod and the schemas arrive.
import {
  ApiMessageSchema,
  apiSuccess,
  DashboardSchema,
  NotificationListSchema,
  NotificationSchema,
  ProjectSchema,
  paginated,
  TaskSchema,
} from '@app/domain';

export { ApiMessageSchema, NotificationListSchema };

export const NotificationAnswerSchema = apiSuccess(NotificationSchema);
export const DashboardAnswerSchema = apiSuccess(DashboardSchema);
export const ProjectAnswerSchema = apiSuccess(ProjectSchema);
export const ProjectPageSchema = paginated(ProjectSchema);
export const TaskPageSchema = paginated(TaskSchema);

// The live dashboard figures of the socket (spec 7.6), checked before they reach the cache.
export { PerformanceUpdateSchema, ProjectStatsUpdateSchema, TaskStatsUpdateSchema } from '@app/domain';
