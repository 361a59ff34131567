import type { z } from 'zod';

// Apart from http.ts, so that a module that only names its answers' schemas (auth.ts, organizations.ts...) does
// not bring the HTTP client (ky) into a screen's first download: the screen gets the client when it calls.

/** An answer's schema, or a function that loads it on demand (started together with the request). */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** A schema loaded on demand from a module: `lazySchema(() => import('./schemas/x'), 'XSchema')`. */
export function lazySchema<M, K extends keyof M>(load: () => Promise<M>, key: K): () => Promise<M[K]> {
  return () => load().then((module) => module[key]);
}
