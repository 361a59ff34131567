import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHealth } from '../health';
import type { ApiClient } from '../http';

export {
  type AssistantQueryOptions,
  assistantFunctionsQueryOptions,
  assistantQueryKeys,
  type ChatReplyRatings,
  chatHistoryQueryOptions,
  chatSuggestionsQueryOptions,
  invalidateAfterAssistantChange,
  UNDO_FUNCTION,
  useAssistantFunctions,
  useChatHistory,
  useChatReplyRatings,
  useChatSuggestions,
  useClearChatHistory,
  useExecuteFunction,
  useExportAssistantFeedback,
  useSendChatFeedback,
  useSendChatMessage,
} from './assistant';
export {
  auditEntriesQueryOptions,
  auditQueryKeys,
  saveFile,
  useAuditEntries,
  useExportAuditEntries,
  useVerifyAuditChain,
} from './audit';
export {
  authQueryKeys,
  currentUserQueryOptions,
  domainCheckQueryOptions,
  sessionCheckQueryOptions,
  useChangePassword,
  useCheckDomainAvailability,
  useCheckSubdomain,
  useCurrentUser,
  useDeleteAccount,
  useDomainCheck,
  useForgotPassword,
  useGoogleAuthUrl,
  useLogin,
  useLogoutEverywhere,
  useRegister,
  useRegisterOrganization,
  useResendEmailVerification,
  useResetPassword,
  useSessionCheck,
  useUpdateProfile,
  useUploadAvatar,
  useVerifyEmail,
} from './auth';
export { useCurrency } from './currency';
export {
  type DashboardFigureUpdaters,
  dashboardQueryOptions,
  type LiveDashboard,
  type LiveDashboardOptions,
  personalDashboardUpdaters,
  useDashboard,
  useDashboardActivity,
  useLiveDashboard,
  usePersonalLiveDashboard,
} from './dashboard';
export { useDebouncedValue } from './debounce';
export {
  discussionQueryKeys,
  discussionQueryOptions,
  useDiscussion,
  usePostDiscussionMessage,
} from './discussion';
export { useDomainAvailability } from './domain-availability';
export { workQueryKeys } from './keys';
export {
  labelsQueryOptions,
  useCreateLabel,
  useDeleteLabel,
  useLabels,
  useUpdateLabel,
} from './labels';
export {
  type LiveNotificationsOptions,
  NOTIFICATION_LIST_LIMIT,
  type NotificationMutationContext,
  notificationQueryKeys,
  notificationsQueryOptions,
  useClearNotifications,
  useLiveNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  withNewNotification,
} from './notifications';
export {
  orgInvitationPreviewQueryOptions,
  orgInvitationQueryKeys,
  orgInvitationsQueryOptions,
  useAcceptOrgInvitation,
  useCancelOrgInvitation,
  useInviteToOrganization,
  useOrgInvitationPreview,
  useOrgInvitations,
  useRegisterWithOrgInvitation,
  useResendOrgInvitation,
} from './org-invitations';
export {
  applyOrganizationActivity,
  applyOrganizationPresence,
  applyOrganizationUpdate,
  useLiveOrganization,
  useLiveOrganizationOnline,
  useLiveOrganizationStats,
} from './organization-live';
export {
  allOrganizationsQueryOptions,
  currentOrganizationQueryOptions,
  departmentsQueryOptions,
  type OrganizationPart,
  organizationMembersQueryOptions,
  organizationOnlineQueryOptions,
  organizationQueryKeys,
  organizationQueryOptions,
  organizationStatsQueryOptions,
  storeOrganization,
  teamsQueryOptions,
  useAllOrganizations,
  useChangeMemberRole,
  useCreateDepartment,
  useCreateOrganization,
  useCreateTeam,
  useCurrentOrganization,
  useDeleteDepartment,
  useDeleteOrganization,
  useDeleteTeam,
  useDepartments,
  useOrganization,
  useOrganizationChoices,
  useOrganizationMembers,
  useOrganizationOnline,
  useOrganizationStats,
  useRemoveMember,
  useRemoveOrganizationLogo,
  useTeams,
  useUpdateDepartment,
  useUpdateOrganization,
  useUpdateTeam,
  useUploadOrganizationLogo,
} from './organizations';
export {
  projectQueryOptions,
  projectsQueryOptions,
  projectTasksQueryOptions,
  useAddProjectMember,
  useCreateProject,
  useDeleteProject,
  useProject,
  useProjects,
  useProjectTasks,
  useRemoveProjectMember,
  useUpdateProject,
  useUpdateProjectMember,
} from './projects';
export {
  type DiscussionTyping,
  type ProjectPresence,
  RealtimeProvider,
  type RealtimeProviderProps,
  TYPING_RESEND_MS,
  useDiscussionTyping,
  useLiveWorkUpdates,
  useOnReconnect,
  useProjectPresence,
  useProjectRoom,
  useRealtimeClient,
  useRealtimeEvent,
  useRealtimeStatus,
} from './realtime';
export {
  applyTaskUpdate,
  type TaskDeletion,
  type TaskMutationContext,
  taskCommentsQueryOptions,
  taskQueryOptions,
  taskRelationsQueryOptions,
  tasksQueryOptions,
  useAddTaskComment,
  useAddTaskRelation,
  useBulkUpdateTasks,
  useCreateTask,
  useDeleteTask,
  useRemoveTaskRelation,
  useReorderSubtasks,
  useTask,
  useTaskComments,
  useTaskDescriptionHistory,
  useTaskRelations,
  useTasks,
  useUpdateTask,
} from './tasks';
export {
  applyTodoUpdate,
  type TodoMutationContext,
  todosQueryOptions,
  useCreateTodo,
  useDeleteTodo,
  useTodos,
  useUpdateTodo,
} from './todos';

/** Query keys, one builder per resource, so mutations can invalidate precisely. */
export const queryKeys = {
  health: () => ['health'] as const,
};

export function healthQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: queryKeys.health(), queryFn: () => getHealth(client) });
}

export function useHealth(client: ApiClient) {
  return useQuery(healthQueryOptions(client));
}
// Analytics (analytics-server).
export {
  analyticsQueryKeys,
  analyticsQueryOptions,
  useAnalytics,
  useExportAnalytics,
} from './analytics';
export {
  type AttachmentUploadState,
  taskAttachmentsQueryOptions,
  type UploadAttachmentVariables,
  useAttachmentUploads,
  useDeleteAttachment,
  useTaskAttachments,
  useUploadAttachment,
} from './attachments';
export {
  billingQueryKeys,
  billingQueryOptions,
  useBilling,
  useUpdateBilling,
} from './billing';
export {
  calendarFeedQueryKey,
  calendarFeedQueryOptions,
  useCalendarFeed,
  useRotateCalendarFeed,
  useTurnOffCalendarFeed,
  useTurnOnCalendarFeed,
} from './calendar-feed';
export {
  projectFieldsQueryOptions,
  tableViewQueryOptions,
  useCreateProjectField,
  useDeleteProjectField,
  useProjectFields,
  useSaveTableView,
  useTableView,
  useUpdateProjectField,
} from './custom-fields';
// Finance (finance-server): queries, changes and the gate.
export {
  budgetLinesQueryOptions,
  expensesQueryOptions,
  type FinanceGate,
  financeAccessQueryOptions,
  financeMembersQueryOptions,
  financeQueryKeys,
  financeRatesQueryOptions,
  financeSummaryQueryOptions,
  useBudgetLines,
  useCreateExpense,
  useDeleteExpense,
  useDeleteReceipt,
  useExpenses,
  useFinanceAccess,
  useFinanceGate,
  useFinanceGrant,
  useFinanceMembers,
  useFinanceRates,
  useFinanceSummary,
  useRemoveFinanceMember,
  useSaveBudgetLines,
  useSaveFinanceRates,
  useSetExpenseStatus,
  useSetFinanceCredentials,
  useSetFinanceMember,
  useUpdateExpense,
  useUploadReceipt,
} from './finance';
export {
  invitationValidationQueryOptions,
  projectInvitationsQueryOptions,
  useAcceptInvitationLink,
  useCancelInvitation,
  useInvitationValidation,
  useProjectInvitations,
  useRegisterWithInvitation,
  useResendInvitation,
  useRespondInvitation,
  useSendInvitation,
} from './invitations';
export { invitationQueryKeys } from './keys';
export { departmentOptions, type OrgFilterOption, useOrgWorkFilterOptions } from './org-work-filters';
export {
  platformFiguresQueryOptions,
  platformQueryKeys,
  useEditPlatformOrganization,
  useEnterpriseOverview,
  useLivePlatformFigures,
  usePlatformUsers,
  useSetPlatformOrganizationPlan,
  useSetPlatformOrganizationStatus,
  useSetPlatformRole,
  useSetUserStatus,
  useSwitchOrganization,
  useSystemUsers,
} from './platform';
export { searchQueryKeys, searchQueryOptions, type UseSearchOptions, useSearch } from './search';
export {
  securityReportQueryKeys,
  securityReportsQueryOptions,
  useSecurityReports,
} from './security-reports';
export {
  securityPolicyQueryOptions,
  sessionQueryKeys,
  sessionsQueryOptions,
  useEndOtherSessions,
  useEndSession,
  useSaveSecurityPolicy,
  useSecurityPolicy,
  useSessions,
  useSignOutMember,
} from './sessions';
export { subdomainCheckQueryOptions, useSubdomainAvailability } from './subdomain-availability';
export {
  systemCheckQueryKeys,
  systemCheckRunsQueryOptions,
  useSystemCheckRun,
  useSystemCheckRuns,
} from './system-checks';
export {
  type TimesheetReview,
  timeEntriesQueryOptions,
  timeQueryKeys,
  timerQueryOptions,
  timesheetQueryOptions,
  useDeleteTimeEntry,
  useLogTime,
  usePendingTimesheets,
  useProjectRates,
  useReviewTimesheet,
  useSaveProjectRates,
  useStartTimer,
  useStopTimer,
  useSubmitTimesheet,
  useTimeEntries,
  useTimeReport,
  useTimer,
  useTimesheet,
  useUpdateTimeEntry,
} from './time';
export { timelineQueryOptions, useScheduleTasks, useTimeline, withMoves } from './timeline';
// Personal API tokens (issue 41).
export {
  apiTokensQueryKey,
  apiTokensQueryOptions,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from './tokens';
export {
  exportQueryOptions,
  importQueryOptions,
  transferQueryKeys,
  useExportJob,
  useImportJob,
  useRunImport,
  useSetImportMapping,
  useStartExport,
  useUploadImport,
} from './transfer';
export {
  savedViewQueryKeys,
  savedViewsQueryOptions,
  type UseSavedViewsOptions,
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useUpdateSavedView,
} from './views';
export { taskWatchersQueryOptions, useFollowTask, useTaskWatchers, useUnfollowTask } from './watchers';
// Webhooks (issue 41, webhooks).
export {
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliverWebhook,
  useSendWebhookTest,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhookManager,
  useWebhooks,
  webhookDeliveriesQueryOptions,
  webhooksQueryKey,
  webhooksQueryOptions,
} from './webhooks';
export { projectWorkflowQueryOptions, useProjectWorkflow, useUpdateProjectWorkflow } from './workflows';
