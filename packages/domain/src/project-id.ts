import { PROJECT_ID_IN_PATH } from './constants';

// The spec's project-id check accepts either case; ids we generate are always lowercase.
const PROJECT_ID = /^[0-9a-fA-F]{24}$/;

export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && PROJECT_ID.test(value);
}

/** Spec 2.8: the 24-character hex id that follows /projects/ in a path, or undefined. */
export function projectIdFromPath(pathname: string): string | undefined {
  return PROJECT_ID_IN_PATH.exec(pathname)?.[1];
}
