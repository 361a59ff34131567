import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from './ids';

// The column kinds every module's tables share (modules/<name>/<name>.schema.ts).
// Column names are snake_case in SQL and camelCase in TypeScript. Every id is 24 lowercase hex (newId()).

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
