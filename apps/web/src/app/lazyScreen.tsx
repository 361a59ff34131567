import { QueryClientContext } from '@tanstack/react-query';
import type * as React from 'react';
import { lazy } from 'react';
import { loadQueryClient, useRequiredQueryClient } from './queryClientStore';

export interface LazyScreenOptions {
  /**
   * Whether the screen reads or changes server data through the SDK's react-query hooks (the default): the
   * query client then loads alongside the screen's code. The public pages and the sign-in screen say false,
   * which keeps react-query out of their first download.
   */
  serverData?: boolean;
}

/** A screen loaded on first visit: its own chunk, named export `name` of the module. */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, React.ComponentType>>,
  name: Name,
  { serverData = true }: LazyScreenOptions = {},
): React.ComponentType {
  const loaded = (module: Record<Name, React.ComponentType>) => ({
    default: module[name] as React.ComponentType,
  });
  if (!serverData) return lazy(() => load().then(loaded));
  const Screen = lazy(() => Promise.all([load(), loadQueryClient()]).then(([module]) => loaded(module)));
  function WithServerData() {
    // Loaded by now (the screen's chunk waited for it); provided here too, so the screen never renders
    // before the app-wide provider has it.
    const client = useRequiredQueryClient();
    return (
      <QueryClientContext.Provider value={client}>
        <Screen />
      </QueryClientContext.Provider>
    );
  }
  return WithServerData;
}
