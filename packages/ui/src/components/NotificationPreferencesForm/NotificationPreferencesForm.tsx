import type { NotificationPreferences } from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type * as React from 'react';
import { useEffect, useState } from 'react';

/** The browser's notification permission, or 'unsupported' where the browser has no notifications. */
export type BrowserNotificationPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface NotificationPreferencesFormProps {
  /** The saved preferences. */
  value: NotificationPreferences;
  /** Saves the changed preferences. A rejection with an Error shows its message. */
  onSave: (preferences: NotificationPreferences) => Promise<unknown>;
  /** The browser's permission; with it the browser switch shows the state and a request button. */
  browserPermission?: BrowserNotificationPermission;
  /** Asks the browser for permission (the button shows while the permission is 'default'). */
  onRequestBrowserPermission?: () => void;
  /** The form's accessible name. */
  label?: string;
}

const EVENT_LABELS: Record<Exclude<keyof NotificationPreferences, 'browser'>, string> = {
  taskAssigned: 'A task is assigned to me',
  taskCommented: 'Someone comments on a task of mine',
  taskCompleted: 'A task in my projects is completed',
  memberJoined: 'Someone joins one of my projects',
};

const PERMISSION_TEXT: Record<BrowserNotificationPermission, string> = {
  default: 'This browser has not been allowed to show notifications yet.',
  granted: 'This browser may show notifications.',
  denied: 'This browser blocks notifications from this site. Allow them in the browser’s site settings.',
  unsupported: 'This browser cannot show notifications.',
};

function samePreferences(a: NotificationPreferences, b: NotificationPreferences): boolean {
  return (Object.keys(a) as (keyof NotificationPreferences)[]).every((key) => a[key] === b[key]);
}

/** Which events to hear about, and whether also as browser notifications; saved with one button. */
export function NotificationPreferencesForm({
  value,
  onSave,
  browserPermission,
  onRequestBrowserPermission,
  label = 'Notification preferences',
}: NotificationPreferencesFormProps) {
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  // A new saved value (e.g. after saving, or from another tab) replaces the draft.
  useEffect(() => setDraft(value), [value]);
  const dirty = !samePreferences(draft, value);

  const toggle = (key: keyof NotificationPreferences) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setDraft((current) => ({ ...current, [key]: checked }));
    setError(undefined);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await onSave(draft);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : 'The settings could not be saved',
      );
    } finally {
      setSaving(false);
    }
  };

  const blocked = browserPermission === 'denied' || browserPermission === 'unsupported';

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={submit}>
      <Stack spacing={2.5}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Notify me when
          </FormLabel>
          <FormGroup>
            {(Object.keys(EVENT_LABELS) as (keyof typeof EVENT_LABELS)[]).map((key) => (
              <FormControlLabel
                key={key}
                control={<Switch checked={draft[key]} onChange={toggle(key)} disabled={saving} />}
                label={EVENT_LABELS[key]}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Browser
          </FormLabel>
          <FormControlLabel
            control={
              <Switch checked={draft.browser} onChange={toggle('browser')} disabled={saving || blocked} />
            }
            label="Also show them as browser notifications"
          />
          {browserPermission ? (
            <FormHelperText component="div" sx={{ mx: 0 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <span>{PERMISSION_TEXT[browserPermission]}</span>
                {browserPermission === 'default' && onRequestBrowserPermission ? (
                  <Button size="small" variant="outlined" onClick={onRequestBrowserPermission}>
                    Allow browser notifications
                  </Button>
                ) : null}
              </Stack>
            </FormHelperText>
          ) : null}
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" loading={saving} disabled={!dirty}>
            Save preferences
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
