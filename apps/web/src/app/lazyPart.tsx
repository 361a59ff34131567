import type * as React from 'react';
import { lazy, useState } from 'react';

/** A part of a screen whose code loads when it is first drawn, or before, with `preload`. */
export type LazyPart<Props> = React.FunctionComponent<Props> & {
  /** Starts loading the part's code; safe to call many times. */
  preload(): Promise<unknown>;
};

/**
 * A component of its own chunk (named export `name` of the module), drawn inside a Suspense boundary: a tab or a
 * view a screen shows only sometimes. Once its code is here (preloaded, or drawn before), it renders at once,
 * where React.lazy would suspend for a turn on a fresh promise and show its fallback first.
 */
export function lazyPart<Props extends object, Name extends string>(
  load: () => Promise<{ [Key in Name]: React.ComponentType<Props> }>,
  name: Name,
): LazyPart<Props> {
  let loaded: React.ComponentType<Props> | undefined;
  let loading: Promise<React.ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        // A failed download may be tried again (the error boundary's retry renders the part anew).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: Props) {
    // Chosen once per mount, so that the part never remounts when its code arrives.
    const [Component] = useState<React.ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}
