export {
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
} from './auth';
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
  createLocalTokenStorage,
  createMemoryTokenStorage,
  isTokenLive,
  type TokenStorage,
  tokenExpiry,
} from './token-storage';
