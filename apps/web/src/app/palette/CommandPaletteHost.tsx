import type { User } from '@app/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenCommandPalette } from './openPalette';

const PaletteDialog = lazy(() => import('./PaletteDialog'));

/**
 * Ctrl+K (⌘K on a Mac) on every signed-in page opens the command palette, and closes it again; the header's search
 * button opens it too (`openCommandPalette`). Only the listeners are in the first load: the palette's code comes
 * with its first use.
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
    const stopListening = onOpenCommandPalette(() => setOpen(true));
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      stopListening();
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog user={user} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
