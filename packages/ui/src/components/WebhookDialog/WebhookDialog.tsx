import {
  WEBHOOK_ACTION_LABELS,
  WEBHOOK_ACTIONS,
  WEBHOOK_ENTITIES,
  WEBHOOK_ENTITY_LABELS,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEXTS,
  type WebhookEvent,
} from '@app/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog, FormDialogSelect } from '../FormDialog';

/** What the dialog sends: the secret only when one was typed (editing keeps the stored one otherwise). */
export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  secret?: string;
  projectId?: string;
}

export interface WebhookDialogProps {
  open: boolean;
  /** The webhook being edited; a new one without it. */
  initial?: { url: string; events: readonly WebhookEvent[] };
  /** An individual's projects to choose from (a webhook of theirs listens to one); none for an organization's. */
  projects?: readonly { id: string; title: string }[];
  onSubmit: (values: WebhookFormValues) => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the server refused (an internal address, a bad URL). */
  error?: string;
}

/** A random secret of 32 URL-safe characters, from the browser's crypto. */
export function generateWebhookSecret(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * Creates or edits a webhook: its URL, the events as checkboxes grouped by entity, the secret with a Generate
 * button (shown only while typing it: the server never shows it again), and for an individual the project.
 */
export function WebhookDialog({
  open,
  initial,
  projects,
  onSubmit,
  onCancel,
  busy,
  error,
}: WebhookDialogProps) {
  const editing = Boolean(initial);
  const [url, setUrl] = useState(initial?.url ?? '');
  const [events, setEvents] = useState<Set<WebhookEvent>>(new Set(initial?.events ?? []));
  const [secret, setSecret] = useState('');
  const [picked, setProjectId] = useState('');
  // The first project until one is picked (the list may arrive after the dialog opened).
  const projectId = picked || projects?.[0]?.id || '';
  const [problems, setProblems] = useState<{ url?: string; events?: string; secret?: string }>({});

  const toggle = (event: WebhookEvent) =>
    setEvents((current) => {
      const next = new Set(current);
      if (next.has(event)) next.delete(event);
      else next.add(event);
      return next;
    });

  const submit = () => {
    const found: typeof problems = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) found.url = WEBHOOK_MESSAGES.urlInvalid;
    if (events.size === 0) found.events = WEBHOOK_MESSAGES.eventsRequired;
    const secretNeeded = !editing || secret.length > 0;
    if (
      secretNeeded &&
      (secret.length < WEBHOOK_LIMITS.secretMin || secret.length > WEBHOOK_LIMITS.secretMax)
    ) {
      found.secret = WEBHOOK_MESSAGES.secretLength;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      url: url.trim(),
      events: [...events],
      ...(secret ? { secret } : {}),
      ...(!editing && projects && projectId ? { projectId } : {}),
    });
  };

  return (
    <FormDialog
      open={open}
      title={editing ? WEBHOOK_TEXTS.edit : WEBHOOK_TEXTS.add}
      submitLabel={WEBHOOK_TEXTS.save}
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      error={error}
    >
      <TextField
        label={WEBHOOK_TEXTS.url}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={Boolean(problems.url)}
        helperText={problems.url}
        placeholder="https://example.com/hooks/taskflow"
        required
        fullWidth
        autoFocus
        autoComplete="off"
        type="url"
      />
      {projects && !editing ? (
        <FormDialogSelect
          label={WEBHOOK_TEXTS.project}
          value={projectId}
          onChange={setProjectId}
          options={projects.map((project) => ({ value: project.id, label: project.title }))}
        />
      ) : null}
      <FormControl component="fieldset" error={Boolean(problems.events)}>
        <FormLabel component="legend">{WEBHOOK_TEXTS.events}</FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mt: 1 }}>
          {WEBHOOK_ENTITIES.map((entity) => (
            <FormControl key={entity} component="fieldset">
              <FormLabel component="legend" sx={{ typography: 'subtitle2' }}>
                {WEBHOOK_ENTITY_LABELS[entity]}
              </FormLabel>
              <FormGroup>
                {WEBHOOK_ACTIONS.map((action) => {
                  const event = `${entity}.${action}` as WebhookEvent;
                  return (
                    <FormControlLabel
                      key={event}
                      control={
                        <Checkbox size="small" checked={events.has(event)} onChange={() => toggle(event)} />
                      }
                      label={`${WEBHOOK_ENTITY_LABELS[entity]}: ${WEBHOOK_ACTION_LABELS[action].toLowerCase()}`}
                      slotProps={{ typography: { variant: 'body2' } }}
                    />
                  );
                })}
              </FormGroup>
            </FormControl>
          ))}
        </Box>
        {problems.events ? <FormHelperText>{problems.events}</FormHelperText> : null}
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={WEBHOOK_TEXTS.secret}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          error={Boolean(problems.secret)}
          helperText={problems.secret ?? (editing ? WEBHOOK_TEXTS.secretKeep : WEBHOOK_TEXTS.secretHelp)}
          required={!editing}
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Button
          variant="outlined"
          onClick={() => setSecret(generateWebhookSecret())}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          {WEBHOOK_TEXTS.generate}
        </Button>
      </Stack>
    </FormDialog>
  );
}
