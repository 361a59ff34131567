import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { preloadTooltip } from './packages/ui/src/components/LazyTooltip';

// In the browser the tooltips' code arrives within milliseconds of the first render; a test under load could act
// on a tooltip's child while it is swapped in, so component tests start with it loaded (LazyTooltip's own tests
// load a fresh copy to cover the moments before).
await preloadTooltip();

// findBy*/waitFor give up after 1 s by default. A screen test waits for lazy screen code and a mocked answer,
// which on a loaded 2-core machine (the whole suite running beside the typecheck) can take longer: CI saw a first
// lazy screen take more than 5 s, so they get 10 s. Only a wrong or slow answer costs the time; a right one that
// arrives sooner ends the wait at once.
configure({ asyncUtilTimeout: 10_000 });

// React's 'Cannot update a component while rendering a different component' is a real bug (a state update in
// another component's render), but only a console line: any test that causes one fails.
const renderPhaseUpdates: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Cannot update a component')) {
    renderPhaseUpdates.push(args[0]);
  }
  consoleError(...args);
};

beforeEach(() => {
  renderPhaseUpdates.length = 0;
});

afterEach(() => {
  cleanup();
  if (renderPhaseUpdates.length > 0) {
    throw new Error(`A state update during another component's render:\n${renderPhaseUpdates.join('\n')}`);
  }
});
