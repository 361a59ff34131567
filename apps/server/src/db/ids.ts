import { randomBytes } from 'node:crypto';

/** A new entity id: 24 lowercase hexadecimal characters (the spec's id pattern, ID_PATTERN in @app/domain). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
