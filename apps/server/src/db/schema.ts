// Every table, from one import: the tenancy core of this folder and the schema file of each module that has
// tables (modules/<name>/<name>.schema.ts). The Drizzle client is typed by it and infrastructure imports its tables
// from here. drizzle-kit does not read this file: it finds the schema files by the globs of drizzle.config.ts,
// so a new module's table needs no line here (its own code imports `./<name>.schema`).
export * from '../modules/analytics/analytics.schema';
export * from '../modules/assistant/assistant.schema';
export * from '../modules/attachments/attachments.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/billing/billing.schema';
export * from '../modules/custom-fields/custom-fields.schema';
export * from '../modules/discussion/discussion.schema';
export * from '../modules/finance/finance.schema';
export * from '../modules/labels/labels.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../modules/org-invitations/org-invitations.schema';
export * from '../modules/organizations/organizations.schema';
export * from '../modules/planning/planning.schema';
export * from '../modules/project-invitations/project-invitations.schema';
export * from '../modules/projects/projects.schema';
export * from '../modules/security-reports/security-reports.schema';
export * from '../modules/system-checks/system-checks.schema';
export * from '../modules/tasks/tasks.schema';
export * from '../modules/time/time.schema';
export * from '../modules/todos/todos.schema';
export * from '../modules/tokens/tokens.schema';
export * from '../modules/users/users.schema';
export * from '../modules/views/views.schema';
export * from '../modules/watchers/watchers.schema';
export * from '../modules/webhooks/webhooks.schema';
export * from '../modules/work/work.schema';
export * from '../modules/workflows/workflows.schema';
export * from './core.schema';
