import type { User } from '@app/domain';
import { lazy, Suspense, useEffect, useState } from 'react';

const PaletteDialog = lazy(() => import('./PaletteDialog'));

/**
 * Ctrl+K (⌘K on a Mac) on every signed-in page opens the command palette, and closes it again. Only the key
 * listener is in the first load: the palette's code comes with its first use.
 */
export function CommandPaletteHost({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog user={user} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
