// Public entry of @app/server, for tooling that runs the server in-process (e2e, benchmarks).
export { API_V1_PREFIX, type BuildAppOptions, buildApp } from './app';
export { type AppConfig, ConfigError, type LogLevel, loadConfig, type NodeEnv } from './config';
export {
  type AppDb,
  type Database,
  type DatabaseKind,
  type OpenDatabaseOptions,
  openDatabase,
} from './db/client';
export { newId } from './db/ids';
export { migrateDatabase } from './db/migrate';
export * from './db/schema';
export { AppError, type ErrorResponse, ErrorResponseSchema, errorBody } from './http/errors';
export {
  type GuardEnforcer,
  listRouteGuards,
  type ProtectedRouteGuard,
  type RouteGuard,
  type RouteGuardEntry,
} from './http/guards';
export { hashPassword, verifyPassword } from './lib/password';
export { defaultOrganizationBranding } from './modules/organizations';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoAccountKind,
  seedDemoData,
} from './seed';
export { type RunningServer, startServer } from './server';
