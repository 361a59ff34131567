// Analytics (analytics-server).
export { analyticsExportName, analyticsExportPath, exportAnalytics, fetchAnalytics } from './analytics';
export {
  assistantFeedbackExportFileName,
  chatMessagesFromHistory,
  clearChatHistory,
  executeAssistantFunction,
  exportAssistantFeedback,
  getAssistantFunctions,
  getChatHistory,
  getChatSuggestions,
  sendChatFeedback,
  sendChatMessage,
} from './assistant';
export {
  ASSISTANT_EVENT,
  type AssistantEvent,
  emitAssistantEvent,
  isDataUpdateAction,
  isDisplayDataAction,
  onAssistantEvent,
  replyEvent,
} from './assistant-events';
export {
  deleteAttachment,
  listTaskAttachments,
  type UploadAttachmentOptions,
  uploadTaskAttachment,
} from './attachments';
export { auditExportFileName, exportAuditEntries, listAuditEntries, verifyAuditChain } from './audit';
export {
  changePassword,
  checkSession,
  deleteAccount,
  forgotPassword,
  getCurrentUser,
  getGoogleAuthUrl,
  login,
  logoutEverywhere,
  type RegisterResult,
  register,
  resendEmailVerification,
  resetPassword,
  updateProfile,
  uploadAvatar,
  verifyEmail,
} from './auth';
export { getBilling, updateBilling } from './billing';
export {
  getCalendarFeed,
  rotateCalendarFeed,
  turnOffCalendarFeed,
  turnOnCalendarFeed,
} from './calendar-feed';
export {
  type ClientChange,
  type ClientChangeFeed,
  createClientChangeFeed,
  createRecentActivity,
  type RecentActivity,
  recentActivityText,
} from './changes';
export {
  type BoundCalls,
  bindCalls,
  type CreateClientOptions,
  createClient,
  type TaskFlowClient,
} from './client';
export { type CookieJar, createCookieJar } from './cookie-jar';
export {
  type CurrencyState,
  type CurrencyStore,
  type CurrencyStoreOptions,
  createCurrencyStore,
  DEFAULT_CURRENCY_STATE,
} from './currency';
export {
  createProjectField,
  deleteProjectField,
  getTableView,
  listProjectFields,
  saveTableView,
  updateProjectField,
} from './custom-fields';
export { getDashboard, localCalendarDay } from './dashboard';
export { type DiscussionListQuery, listDiscussion, postDiscussionMessage } from './discussion';
export {
  ApiError,
  CALL_MESSAGES_ONLY,
  type FailureTextOptions,
  type FormFailure,
  failureText,
  formFailure,
  isNotFound,
  REFUSALS_ONLY,
} from './errors';
// Finance (finance-server): the calls, and the gate's grant store.
export {
  createExpense,
  deleteExpense,
  deleteReceipt,
  type FinanceCallOptions,
  financeGrantHeaders,
  getBudgetLines,
  getFinanceAccess,
  getFinanceRates,
  getFinanceSummary,
  getReceipt,
  isFinanceLocked,
  listExpenses,
  listFinanceMembers,
  lockFinance,
  removeFinanceMember,
  saveBudgetLines,
  saveFinanceRates,
  setExpenseStatus,
  setFinanceCredentials,
  setFinanceMember,
  unlockFinance,
  updateExpense,
  uploadReceipt,
} from './finance';
// Finance grant store (finance-server).
export {
  createFinanceGrantStore,
  type FinanceAccessRecord,
  type FinanceGrantStore,
  type FinanceGrantStoreOptions,
} from './finance-grant';
export { getHealth } from './health';
export { type ApiClient, type ApiClientOptions, createApiClient } from './http';
export {
  acceptInvitationLink,
  cancelInvitation,
  type InvitationResponse,
  listProjectInvitations,
  registerWithInvitation,
  resendInvitation,
  respondToInvitation,
  type SentInvitation,
  sendInvitation,
  validateInvitation,
} from './invitations';
export { createLabel, deleteLabel, listLabels, updateLabel } from './labels';
export {
  clearNotifications,
  fetchNotificationsAfter,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications';
export {
  acceptOrgInvitation,
  cancelOrgInvitation,
  getOrgInvitationPreview,
  inviteToOrganization,
  listOrgInvitations,
  registerWithOrgInvitation,
  resendOrgInvitation,
  type SentOrgInvitation,
} from './org-invitations';
export { type OrganizationPart, organizationQueryKeys } from './organization-keys';
export {
  changeMemberRole,
  checkDomain,
  checkDomainAvailability,
  checkSubdomain,
  createDepartment,
  createOrganization,
  createTeam,
  type DomainCheck,
  deleteDepartment,
  deleteOrganization,
  deleteTeam,
  errorSuggestions,
  getCurrentOrganization,
  getOrganization,
  getOrganizationOnline,
  getOrganizationStats,
  listAllOrganizations,
  listDepartments,
  listOrganizationMembers,
  listTeams,
  type OrganizationRegistration,
  registerOrganization,
  removeMember,
  removeOrganizationLogo,
  updateDepartment,
  updateOrganization,
  updateTeam,
  uploadOrganizationLogo,
} from './organizations';
export {
  editPlatformOrganization,
  getEnterpriseOverview,
  getPlatformFigures,
  listPlatformUsers,
  listSystemUsers,
  setPlatformOrganizationPlan,
  setPlatformOrganizationStatus,
  setPlatformRole,
  setUserStatus,
  switchOrganization,
} from './platform';
export {
  addProjectMember,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  listProjectTasks,
  removeProjectMember,
  updateProject,
  updateProjectMember,
} from './projects';
export {
  type ClientEventPayload,
  createRealtimeClient,
  REALTIME_ACK_TIMEOUT,
  REALTIME_DISCONNECTED,
  REALTIME_NOT_CONNECTED,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeSocket,
  type RealtimeSocketFactory,
  type RealtimeSocketOptions,
  type RealtimeStatus,
} from './realtime';
export { search } from './search';
export { type SearchParamValue, toSearchParams } from './search-params';
export {
  applyConsolePolicy,
  type CspViolation,
  cspViolationData,
  errorReportData,
  fitReportData,
  installSecurityReporting,
  type ReportingTarget,
  type ReportSink,
  SILENCED_CONSOLE_METHODS,
} from './security-events';
export {
  createSecurityReporter,
  getCsrfToken,
  listSecurityReports,
  type SecurityReporter,
  type SecurityReporterOptions,
  sendSecurityReport,
} from './security-reports';
export {
  endOtherSessions,
  endSession,
  getSecurityPolicy,
  listSessions,
  logout,
  saveSecurityPolicy,
  signOutMember,
} from './sessions';
export {
  INITIAL_SYSTEM_RUN_STATE,
  listSystemCheckRuns,
  runSystemChecks,
  type SystemCheckRunsQuery,
  type SystemRunAction,
  type SystemRunState,
  systemRunReducer,
} from './system-checks';
export {
  addTaskComment,
  addTaskRelation,
  bulkUpdateTasks,
  type CommentListQuery,
  createTask,
  deleteTask,
  exportProjectTasks,
  getTask,
  getTaskDescriptionHistory,
  listTaskComments,
  listTaskRelations,
  listTasks,
  removeTaskRelation,
  reorderSubtasks,
  updateTask,
} from './tasks';
export {
  approveTimesheet,
  browserTimeZone,
  deleteTimeEntry,
  exportTimeReport,
  getProjectRates,
  getTimeReport,
  getTimer,
  getTimesheet,
  listPendingTimesheets,
  listTimeEntries,
  logTime,
  type RatesCallOptions,
  rejectTimesheet,
  saveProjectRates,
  startTimer,
  stopTimer,
  submitTimesheet,
  updateTimeEntry,
} from './time';
export { getTimeline, scheduleTasks } from './timeline';
export { createTodo, deleteTodo, listTodos, updateTodo } from './todos';
export {
  createLocalTokenStorage,
  createMemoryTokenStorage,
  isTokenLive,
  type TokenStorage,
  tokenExpiry,
} from './token-storage';
// Personal API tokens (issue 41).
export { createApiToken, listApiTokens, revokeApiToken } from './tokens';
export {
  downloadExport,
  getExport,
  getImport,
  runImport,
  setImportMapping,
  startExport,
  uploadImport,
} from './transfer';
export { type QueryOf, type QuerySchema, readSearchParams, writeSearchParams } from './url-state';
export {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  type SavedViewPlace,
  updateSavedView,
} from './views';
export { followTask, getTaskWatchers, unfollowTask } from './watchers';
// Webhooks (issue 41, webhooks).
export {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  sendWebhookTest,
  updateWebhook,
} from './webhooks';
export { getProjectWorkflow, updateProjectWorkflow } from './workflows';
