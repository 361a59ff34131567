import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType } from 'drizzle-orm/pg-core';

// Search's full-text documents (docs/work.md, 'Search'): stored generated columns that the database computes on
// every insert and update, indexed with GIN; search's queries match and rank them without parsing any text again.

/** A PostgreSQL `tsvector`, read as its text form (nothing but search reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The document of a titled row (tasks, projects), weighted so that a title's words rank above the body's ('A'
 * against 'B'). 'english' stems word forms ('integrations' finds 'integration').
 */
export function titledSearchVector(title: () => AnyPgColumn, body: () => AnyPgColumn) {
  return tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, ${title()}), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${body()}, '')), 'B')`,
    );
}

/** The document of a plain text column (comments), in the same configuration. */
export function textSearchVector(text: () => AnyPgColumn) {
  return tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, ${text()})`);
}
