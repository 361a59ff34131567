import { TOAST_POSITION } from '@app/domain';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { forwardRef, useEffect } from 'react';

/** What the toast host does for {@link ToastProvider} once it has loaded. */
export interface ToastHostApi {
  show: (
    key: SnackbarKey,
    message: React.ReactNode,
    options: {
      variant: VariantType;
      persist?: boolean;
      autoHideMs?: number;
      action?: { label: string; onClick: () => void };
    },
  ) => void;
  close: (key?: SnackbarKey) => void;
}

export interface ToastHostProps {
  limit: number;
  autoHideMs: number;
  onReady: (api: ToastHostApi) => void;
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
  { id, message, variant, style, className, action },
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
        action={
          <>
            {typeof action === 'function' ? action(id) : action}
            <DismissButton id={id} />
          </>
        }
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

function Bridge({ onReady }: Pick<ToastHostProps, 'onReady'>) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    onReady({
      show: (key, message, { variant, persist, autoHideMs, action }) => {
        enqueueSnackbar(message, {
          key,
          variant,
          persist,
          ...(action
            ? {
                action: (id: SnackbarKey) => (
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => {
                      closeSnackbar(id);
                      action.onClick();
                    }}
                  >
                    {action.label}
                  </Button>
                ),
              }
            : {}),
          ...(autoHideMs === undefined ? {} : { autoHideDuration: autoHideMs }),
        });
      },
      close: (key) => closeSnackbar(key),
    });
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

/** The toasts themselves (notistack), loaded by {@link ToastProvider} when the first toast is shown. */
export function ToastHost({ limit, autoHideMs, onReady }: ToastHostProps) {
  return (
    <SnackbarProvider
      maxSnack={limit}
      anchorOrigin={TOAST_POSITION}
      autoHideDuration={autoHideMs}
      Components={COMPONENTS}
    >
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
