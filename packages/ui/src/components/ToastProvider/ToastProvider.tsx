import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_POSITION } from '@app/domain';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert, { type AlertColor } from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import {
  type CustomContentProps,
  SnackbarContent,
  type SnackbarKey,
  SnackbarProvider,
  useSnackbar,
  type VariantType,
} from 'notistack';
import type * as React from 'react';
import { forwardRef, useCallback, useMemo } from 'react';

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
}

export interface ToastApi {
  /** Shows a toast and returns its key. */
  showToast: (message: React.ReactNode, options?: ToastOptions) => SnackbarKey;
  /** Closes one toast, or all of them without a key. */
  closeToast: (key?: SnackbarKey) => void;
}

const SEVERITY: Record<VariantType, AlertColor | undefined> = {
  default: undefined,
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

function DismissButton({ id }: { id: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Dismiss notification"
      onClick={() => closeSnackbar(id)}
    >
      <CloseRoundedIcon fontSize="small" />
    </IconButton>
  );
}

/** Each toast as a themed Alert, so branding and dark mode reach it like every other surface. */
const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, style, className },
  ref,
) {
  const severity = SEVERITY[variant];
  // Errors interrupt; everything else is announced politely.
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        role={urgent ? 'alert' : 'status'}
        severity={severity ?? 'info'}
        icon={severity ? undefined : false}
        variant="filled"
        action={<DismissButton id={id} />}
        sx={(theme) => ({
          width: '100%',
          minWidth: { xs: 'auto', sm: 320 },
          maxWidth: 480,
          alignItems: 'center',
          boxShadow: theme.shadows[6],
          ...(severity
            ? {}
            : {
                bgcolor: (theme.vars || theme).palette.grey[900],
                color: (theme.vars || theme).palette.common.white,
              }),
        })}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

const COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/**
 * The app's toasts (spec section 9): at most 20 at once, at the top right, each closing after 3000 ms, drawn as
 * themed alerts with a dismiss button. Show one with {@link useToast}.
 */
export function ToastProvider({
  children,
  limit = TOAST_LIMIT,
  autoHideMs = TOAST_AUTO_CLOSE_MS,
}: ToastProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={limit}
      anchorOrigin={TOAST_POSITION}
      autoHideDuration={autoHideMs}
      Components={COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}

/** Shows and closes toasts; must be used inside {@link ToastProvider}. */
export function useToast(): ToastApi {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const showToast = useCallback(
    (message: React.ReactNode, { variant = 'default', persist, autoHideMs }: ToastOptions = {}) =>
      enqueueSnackbar(message, {
        variant,
        persist,
        ...(autoHideMs === undefined ? {} : { autoHideDuration: autoHideMs }),
      }),
    [enqueueSnackbar],
  );
  return useMemo(() => ({ showToast, closeToast: closeSnackbar }), [showToast, closeSnackbar]);
}
