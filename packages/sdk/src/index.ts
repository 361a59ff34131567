export { ApiError } from './errors';
export { getHealth } from './health';
export { type ApiClient, type ApiClientOptions, createApiClient } from './http';
export {
  createLocalTokenStorage,
  createMemoryTokenStorage,
  isTokenLive,
  type TokenStorage,
  tokenExpiry,
} from './token-storage';
