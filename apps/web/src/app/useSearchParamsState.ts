import { type QueryOf, type QuerySchema, readSearchParams, writeSearchParams } from '@app/sdk';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORGANIZATION_PARAM } from './organizationInView';

export interface SetSearchParamsOptions {
  /** Replace the history entry instead of adding one (typing, filters); a new page adds one, for Back. */
  replace?: boolean;
}

/**
 * A screen's state kept in the URL query, read and written through a query schema of @app/domain (the one the
 * server validates the same list request with): a reload, a link or Back shows the same list. The setter takes
 * the whole next state; values equal to the schema's defaults leave the URL. `?organization=` stays.
 */
export function useSearchParamsState<S extends QuerySchema>(
  schema: S,
): [QueryOf<S>, (next: Partial<QueryOf<S>>, options?: SetSearchParamsOptions) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => readSearchParams(schema, params), [schema, params]);
  const setValue = useCallback(
    (next: Partial<QueryOf<S>>, options: SetSearchParamsOptions = {}) => {
      const written = writeSearchParams(schema, next);
      // The organization a platform admin looks at (`?organization=`) is the page's subject, not one of its
      // filters: clearing the filters or turning the page keeps it.
      const named = params.get(ORGANIZATION_PARAM);
      if (named && !written.has(ORGANIZATION_PARAM)) written.set(ORGANIZATION_PARAM, named);
      setParams(written, { replace: options.replace ?? false });
    },
    [schema, params, setParams],
  );
  return [value, setValue];
}
