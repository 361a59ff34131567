import { analyticsModule } from './analytics';
import { assistantModule } from './assistant';
import { attachmentsModule } from './attachments';
import { auditModule } from './audit';
import { authModule } from './auth';
import { billingModule } from './billing';
import { customFieldsModule } from './custom-fields';
import { dashboardModule } from './dashboard';
import { discussionModule } from './discussion';
// Finance (finance-server).
import { financeModule } from './finance';
import { healthModule } from './health';
import { labelsModule } from './labels';
import type { ServerModule } from './module';
import { notificationsModule } from './notifications';
import { orgInvitationsModule } from './org-invitations';
import { organizationsModule } from './organizations';
import { planningModule } from './planning';
import { platformModule } from './platform';
import { projectInvitationsModule } from './project-invitations';
import { projectsModule } from './projects';
import { searchModule } from './search';
import { securityReportsModule } from './security-reports';
import { systemChecksModule } from './system-checks';
import { tasksModule } from './tasks';
// Time tracking (time-server).
import { timeModule } from './time';
import { timelineModule } from './timeline';
import { todosModule } from './todos';
// Personal API tokens (issue 41).
import { tokensModule } from './tokens';
// Import and export (issue 41, transfer).
import { transferModule } from './transfer';
import { usersModule } from './users';
import { viewsModule } from './views';
import { watchersModule } from './watchers';
// Webhooks (issue 41, webhooks).
import { webhooksModule } from './webhooks';
import { workModule } from './work';
import { workflowsModule } from './workflows';

/**
 * The server's modules: the only list. Their routes are mounted under /api/v1 in this order (auth right after
 * health: it installs cookies, rate limiting and the guard enforcer that later routes rely on); their event
 * handlers and seed steps are registered with the event bus, the read cache, the real-time server and the seed.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  authModule,
  auditModule,
  workModule,
  organizationsModule,
  orgInvitationsModule,
  billingModule,
  projectsModule,
  projectInvitationsModule,
  labelsModule,
  customFieldsModule,
  workflowsModule,
  tasksModule,
  attachmentsModule,
  watchersModule,
  searchModule,
  viewsModule,
  timelineModule,
  todosModule,
  dashboardModule,
  usersModule,
  notificationsModule,
  // Reminders and calendar feeds (issue 40).
  planningModule,
  discussionModule,
  assistantModule,
  securityReportsModule,
  systemChecksModule,
  platformModule,
  // Finance (finance-server).
  financeModule,
  // Reports and analytics (analytics-server).
  analyticsModule,
  // Time tracking (time-server).
  timeModule,
  // Import and export (issue 41, transfer).
  transferModule,
  // Personal API tokens (issue 41).
  tokensModule,
  // Webhooks (issue 41, webhooks).
  webhooksModule,
];
