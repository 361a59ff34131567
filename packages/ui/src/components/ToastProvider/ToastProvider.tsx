import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@app/domain';
import type { SnackbarKey } from 'notistack';
import type * as React from 'react';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastHostApi } from './ToastHost';

// The toasts' code (notistack and its transitions) loads with the first toast: most pages never show one, and
// it is not part of any page's first download.
const loadToastHost = () => import('./ToastHost');
const ToastHost = lazy(() => loadToastHost().then((module) => ({ default: module.ToastHost })));

/** Loads the toasts' code ahead of the first toast (which otherwise loads it). */
export async function preloadToasts(): Promise<void> {
  await loadToastHost();
}

export interface ToastProviderProps {
  children?: React.ReactNode;
  /** How many toasts show at once (spec section 9: 20). */
  limit?: number;
  /** How long a toast stays, in milliseconds (spec section 9: 3000). */
  autoHideMs?: number;
}

/** The kinds of toast: 'default' is neutral, the others carry their colour and icon. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Keep the toast until it is dismissed. */
  persist?: boolean;
  /** Overrides the auto-hide delay for this toast. */
  autoHideMs?: number;
  /** A button before the dismiss button (e.g. Undo); a click closes the toast and calls `onClick`. */
  action?: { label: string; onClick: () => void };
}

export interface ToastApi {
  /** Shows a toast and returns its key. */
  showToast: (message: React.ReactNode, options?: ToastOptions) => SnackbarKey;
  /** Closes one toast, or all of them without a key. */
  closeToast: (key?: SnackbarKey) => void;
}

interface PendingToast {
  key: SnackbarKey;
  message: React.ReactNode;
  options: ToastOptions;
}

const ToastContext = createContext<ToastApi | null>(null);

let toastCount = 0;

/**
 * The app's toasts (spec section 9): at most 20 at once, at the top right, each closing after 3000 ms, drawn as
 * themed alerts with a dismiss button. Show one with {@link useToast}; the toast code loads with the first one.
 */
export function ToastProvider({
  children,
  limit = TOAST_LIMIT,
  autoHideMs = TOAST_AUTO_CLOSE_MS,
}: ToastProviderProps) {
  const [hostWanted, setHostWanted] = useState(false);
  const host = useRef<ToastHostApi | null>(null);
  // Toasts asked for while the host loads, shown in order once it is there.
  const pending = useRef<PendingToast[]>([]);

  const onReady = useCallback((api: ToastHostApi) => {
    host.current = api;
    const waiting = pending.current;
    pending.current = [];
    for (const { key, message, options } of waiting) {
      api.show(key, message, { ...options, variant: options.variant ?? 'default' });
    }
  }, []);

  const showToast = useCallback((message: React.ReactNode, options: ToastOptions = {}) => {
    toastCount += 1;
    const key: SnackbarKey = `toast-${toastCount}`;
    if (host.current) {
      host.current.show(key, message, { ...options, variant: options.variant ?? 'default' });
    } else {
      pending.current.push({ key, message, options });
      setHostWanted(true);
    }
    return key;
  }, []);

  const closeToast = useCallback((key?: SnackbarKey) => {
    pending.current = key === undefined ? [] : pending.current.filter((toast) => toast.key !== key);
    host.current?.close(key);
  }, []);

  const api = useMemo<ToastApi>(() => ({ showToast, closeToast }), [showToast, closeToast]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastHost limit={limit} autoHideMs={autoHideMs} onReady={onReady} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows and closes toasts; must be used inside {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Options of a toast sequence: each toast's options, and the pause before each one. */
export interface ToastSequenceOptions extends ToastOptions {
  spacingMs: number;
}

/**
 * Shows toasts one after another, `spacingMs` apart, the first after one pause (e.g. each suggested domain, spec
 * 7.7). A new sequence replaces the one still pending, and what is pending stops with the calling component.
 */
export function useToastSequence(): (
  messages: readonly React.ReactNode[],
  options: ToastSequenceOptions,
) => void {
  const { showToast } = useToast();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );
  return useCallback(
    (messages, { spacingMs, ...options }) => {
      for (const timer of timers.current) clearTimeout(timer);
      timers.current = messages.map((message, index) =>
        setTimeout(() => showToast(message, options), (index + 1) * spacingMs),
      );
    },
    [showToast],
  );
}
