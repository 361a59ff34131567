import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions PGlite loads with every database it opens: those the migrations create (pg_trgm, for
 * search's typo-tolerant title matching, migration 0020). PostgreSQL has them installed; PGlite ships them as
 * contrib modules that must be named when the instance is made.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;
