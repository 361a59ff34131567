import { DEFAULT_NOTIFICATION_PREFERENCES, formatMoney, type NotificationPreferences } from '@app/domain';
import { useCurrency, useUpdateProfile } from '@app/sdk/react';
import {
  type BrowserNotificationPermission,
  CurrencySwitcher,
  LoadingScreen,
  NotificationPreferencesForm,
  useColorMode,
  useToast,
} from '@app/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { api } from '../app/api';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText } from './projects/shared';

/** The amount the currency preview converts: every stored amount is in USD (spec 9). */
const SAMPLE_AMOUNT_USD = 1234.56;

function readPermission(): BrowserNotificationPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The browser's notification permission, followed while the page is open (the user may change it in the browser). */
function useNotificationPermission(): [BrowserNotificationPermission, () => void] {
  const [permission, setPermission] = useState(readPermission);
  useEffect(() => {
    if (permission === 'unsupported' || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(readPermission());
    navigator.permissions
      .query({ name: 'notifications' })
      .then((result) => {
        status = result;
        result.addEventListener('change', update);
      })
      .catch(() => {});
    return () => status?.removeEventListener('change', update);
  }, [permission]);
  const request = useCallback(() => {
    if (!('Notification' in window)) return;
    void Notification.requestPermission().then(setPermission, () => setPermission(readPermission()));
  }, []);
  return [permission, request];
}

interface SectionProps {
  title: string;
  description: string;
  children: React.ReactNode;
}

function Section({ title, description, children }: SectionProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {description}
      </Typography>
      {children}
    </Card>
  );
}

/**
 * Settings (/settings): dark mode (kept on this device under `darkMode`), the display currency with a preview
 * (kept under `selectedCurrency`), and which notifications to receive (saved to the profile), with the browser's
 * notification permission and a button to ask for it.
 */
export function Settings() {
  useDocumentTitle('Settings');
  const { user } = useSession();
  const { showToast } = useToast();
  const { colorScheme, setMode } = useColorMode();
  const { currency, rates, setCurrency } = useCurrency();
  const updateProfile = useUpdateProfile(api);
  const [permission, requestPermission] = useNotificationPermission();

  const saved = user?.notificationPreferences;
  // One object per saved value: the form resets its draft whenever this changes.
  const preferences = useMemo<NotificationPreferences>(
    () => ({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...saved }),
    [saved],
  );

  if (!user) return <LoadingScreen />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography component="h1" variant="h4">
          Settings
        </Typography>
        <Typography color="text.secondary">Appearance, currency and notifications.</Typography>
      </Box>

      <Section title="Appearance" description="Dark mode is remembered on this device.">
        <FormControlLabel
          control={
            <Switch
              checked={colorScheme === 'dark'}
              onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
            />
          }
          label="Dark mode"
        />
      </Section>

      <Section
        title="Currency"
        description="Budgets and amounts are kept in US dollars and shown in the currency you choose."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <CurrencySwitcher
            value={currency}
            onChange={(next) => {
              setCurrency(next);
              showToast(`Amounts now show in ${next}`, { variant: 'success' });
            }}
            label="Display currency"
            size="medium"
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Example:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {formatMoney(SAMPLE_AMOUNT_USD, 'USD', rates)}
            </Box>
            {currency === 'USD' ? null : (
              <>
                {' → '}
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                  {formatMoney(SAMPLE_AMOUNT_USD, currency, rates)}
                </Box>
              </>
            )}
          </Typography>
        </Stack>
      </Section>

      <Section title="Notifications" description="Choose what you hear about, in the app and in the browser.">
        <NotificationPreferencesForm
          value={preferences}
          browserPermission={permission}
          onRequestBrowserPermission={requestPermission}
          onSave={async (next) => {
            try {
              await updateProfile.mutateAsync({ notificationPreferences: next });
              showToast('Settings saved', { variant: 'success' });
            } catch (error) {
              throw new Error(failureText(error, 'Profile update failed'));
            }
          }}
        />
      </Section>
    </Stack>
  );
}
