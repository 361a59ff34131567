import {
  canExportOrganization,
  canExportWorkspace,
  canImport,
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_KINDS,
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferences,
  formatMoney,
  type NotificationPreferences,
  REMINDER_PREFERENCE_LABELS,
  TRANSFER_TEXTS,
  userNotificationPreferencesOf,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useCurrency, useUpdateProfile } from '@app/sdk/react';
import {
  type BrowserNotificationPermission,
  CurrencySwitcher,
  LoadingScreen,
  NotificationPreferencesForm,
  PageHeader,
  SectionCard,
  SwitchField,
  useColorMode,
  useToast,
} from '@app/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { ApiTokensSection } from './ApiTokensSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { WebhooksSection } from './WebhooksSection';

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

/**
 * Settings (/settings): dark mode (kept on this device under `darkMode`), the display currency with a preview
 * (kept under `selectedCurrency`, with the rates under `exchangeRates`), and which notifications to receive (saved to the profile), with the browser's
 * notification permission and a button to ask for it.
 */
export function Settings() {
  const { user } = useSession();
  const { showToast } = useToast();
  const { colorScheme, setMode } = useColorMode();
  const { currency, rates, setCurrency } = useCurrency(api.currency);
  const updateProfile = useUpdateProfile(api);
  const [permission, requestPermission] = useNotificationPermission();

  const saved = user?.notificationPreferences;
  const stored = useMemo(() => userNotificationPreferencesOf(saved), [saved]);
  const { email } = stored;
  // A reminder switch saves at once, as the mail switches do.
  const saveReminder = async (key: keyof typeof REMINDER_PREFERENCE_LABELS, checked: boolean) => {
    try {
      await updateProfile.mutateAsync({ notificationPreferences: { [key]: checked } });
      showToast('Settings saved', { variant: 'success' });
    } catch (error) {
      showToast(failureText(error, 'Profile update failed'), { variant: 'error' });
    }
  };
  // Each mail switch saves at once: the settings are saved whole.
  const saveEmail = async (next: EmailPreferences) => {
    try {
      await updateProfile.mutateAsync({ notificationPreferences: { email: next } });
      showToast('Settings saved', { variant: 'success' });
    } catch (error) {
      showToast(failureText(error, 'Profile update failed'), { variant: 'error' });
    }
  };
  // One object per saved value: the form resets its draft whenever this changes.
  const preferences = useMemo<NotificationPreferences>(
    () => ({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...saved }),
    [saved],
  );

  if (!user) return <LoadingScreen />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeader title="Settings" subtitle="Appearance, currency and notifications." />

      <SectionCard title="Appearance" subtitle="Dark mode is remembered on this device.">
        <SwitchField
          label="Dark mode"
          checked={colorScheme === 'dark'}
          onChange={(dark) => setMode(dark ? 'dark' : 'light')}
        />
      </SectionCard>

      <SectionCard
        title="Currency"
        subtitle="Budgets and amounts are kept in US dollars and shown in the currency you choose."
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
      </SectionCard>

      <SectionCard
        title="Notifications"
        subtitle="Choose what you hear about, in the app and in the browser."
      >
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
      </SectionCard>

      <SectionCard title="Reminders" subtitle="In the app; the email switch below sends them by email too.">
        <Stack spacing={1}>
          {(Object.keys(REMINDER_PREFERENCE_LABELS) as (keyof typeof REMINDER_PREFERENCE_LABELS)[]).map(
            (key) => (
              <SwitchField
                key={key}
                label={REMINDER_PREFERENCE_LABELS[key]}
                checked={stored[key]}
                disabled={updateProfile.isPending}
                onChange={(checked) => void saveReminder(key, checked)}
              />
            ),
          )}
        </Stack>
      </SectionCard>

      <SectionCard title="Email notifications" subtitle="Choose what also reaches you by email.">
        <Stack spacing={1}>
          {EMAIL_KINDS.map((kind) => (
            <SwitchField
              key={kind}
              label={EMAIL_PREFERENCE_LABELS[kind]}
              checked={email[kind]}
              disabled={updateProfile.isPending}
              onChange={(checked) => void saveEmail({ ...email, [kind]: checked })}
            />
          ))}
          <SwitchField
            label="Send one daily summary instead"
            description="Changes within a few minutes already arrive as one email per task."
            checked={email.digest === 'daily'}
            disabled={updateProfile.isPending}
            onChange={(checked) => void saveEmail({ ...email, digest: checked ? 'daily' : 'off' })}
          />
        </Stack>
      </SectionCard>

      <CalendarFeedSection />

      {(canImport(user) || canExportOrganization(user) || canExportWorkspace(user)) && (
        <SectionCard title={TRANSFER_TEXTS.pageTitle} subtitle={TRANSFER_TEXTS.settingsHelp}>
          <Button variant="outlined" component={RouterLink} to={paths.importExport.href()}>
            {TRANSFER_TEXTS.openPage}
          </Button>
        </SectionCard>
      )}
      <ApiTokensSection />
      {/* An organization's webhooks are its admins' (Organization Settings); an individual's are here. */}
      {user && !user.organizationId ? <WebhooksSection /> : null}
    </Stack>
  );
}
