import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadTooltip } from './packages/ui/src/components/LazyTooltip';

// In the browser the tooltips' code arrives within milliseconds of the first render; a test under load could act
// on a tooltip's child while it is swapped in, so component tests start with it loaded (LazyTooltip's own tests
// load a fresh copy to cover the moments before).
await preloadTooltip();

afterEach(() => {
  cleanup();
});
