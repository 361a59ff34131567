export { ApiError } from './errors';
export { type ApiClient, type ApiClientOptions, createApiClient } from './http';
export {
  createLocalTokenStorage,
  createMemoryTokenStorage,
  isTokenLive,
  type TokenStorage,
  tokenExpiry,
} from './token-storage';
export { getHealth } from './health';
