export {
  changePassword,
  checkSession,
  deleteAccount,
  forgotPassword,
  getCurrentUser,
  getGoogleAuthUrl,
  login,
  logoutEverywhere,
  register,
  resetPassword,
  updateProfile,
  uploadAvatar,
} from './auth';
export {
  type CurrencyState,
  type CurrencyStore,
  type CurrencyStoreOptions,
  createCurrencyStore,
  currencyStore,
  DEFAULT_CURRENCY_STATE,
} from './currency';
export { getDashboard, localCalendarDay } from './dashboard';
export { ApiError } from './errors';
export { getHealth } from './health';
export { type ApiClient, type ApiClientOptions, createApiClient } from './http';
export {
  checkDomain,
  checkDomainAvailability,
  checkSubdomain,
  type DomainCheck,
  errorSuggestions,
  getCurrentOrganization,
  type OrganizationRegistration,
  registerOrganization,
} from './organizations';
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
export { type SearchParamValue, toSearchParams } from './search-params';
export {
  addTaskComment,
  type CommentListQuery,
  createTask,
  deleteTask,
  getTask,
  listTaskComments,
  listTasks,
  updateTask,
} from './tasks';
export { createTodo, deleteTodo, listTodos, updateTodo } from './todos';
export {
  createLocalTokenStorage,
  createMemoryTokenStorage,
  isTokenLive,
  type TokenStorage,
  tokenExpiry,
} from './token-storage';
