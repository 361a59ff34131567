// The System Test Suite's answer schemas, loaded with its first call (see `lazySchema` in http.ts).
export { SystemCheckRunListSchema, SystemRunEventSchema } from '@app/domain';
