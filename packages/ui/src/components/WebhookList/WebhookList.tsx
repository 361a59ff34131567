import { WEBHOOK_TEXTS, type Webhook } from '@app/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { StatusChip } from '../StatusChip';

export interface WebhookListProps {
  webhooks: readonly Webhook[];
  onAdd: () => void;
  onEdit: (webhook: Webhook) => void;
  /** Enables or disables a webhook; enabling resets its failures. Reject with the server's message. */
  onToggle: (webhook: Webhook, active: boolean) => Promise<unknown>;
  /** Sends a `ping`. */
  onTest: (webhook: Webhook) => Promise<unknown>;
  /** Deletes a webhook once the person confirmed. */
  onDelete: (webhook: Webhook) => Promise<unknown>;
  /** Shows a webhook's deliveries (the one shown is `selectedId`). */
  onShowDeliveries: (webhook: Webhook) => void;
  selectedId?: string;
  /** A project's name by id (an individual's webhooks listen to one). */
  projectName?: (projectId: string) => string | undefined;
}

/**
 * Webhooks with their URL, events and state (active, or disabled after failures), and on each: enable/disable,
 * Edit, Send test, Deliveries and Delete (which asks first).
 */
export function WebhookList({
  webhooks,
  onAdd,
  onEdit,
  onToggle,
  onTest,
  onDelete,
  onShowDeliveries,
  selectedId,
  projectName,
}: WebhookListProps) {
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<string>();
  const [deleting, setDeleting] = useState<Webhook>();

  const run = async (key: string, action: () => Promise<unknown>, done?: string) => {
    setBusy(key);
    setError(undefined);
    setNotice('');
    try {
      await action();
      if (done) setNotice(done);
      return true;
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {WEBHOOK_TEXTS.intro}
        </Typography>
        <Button variant="contained" onClick={onAdd} sx={{ flexShrink: 0 }}>
          {WEBHOOK_TEXTS.add}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: 0 }}>
        {notice}
      </Typography>
      {webhooks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {WEBHOOK_TEXTS.empty}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={WEBHOOK_TEXTS.title}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {webhooks.map((webhook) => {
            const project = webhook.projectId ? projectName?.(webhook.projectId) : undefined;
            return (
              <Paper
                component="li"
                key={webhook.id}
                variant="outlined"
                aria-label={webhook.url}
                sx={{ p: 2, borderColor: selectedId === webhook.id ? 'primary.main' : undefined }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between' }}
                >
                  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {webhook.url}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {webhook.events.join(', ')}
                      {project ? ` · ${project}` : ''}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      {webhook.active ? null : (
                        <StatusChip kind="custom" value={WEBHOOK_TEXTS.disabledBadge} tone="error" />
                      )}
                      {webhook.consecutiveFailures > 0 ? (
                        <StatusChip
                          kind="custom"
                          value={WEBHOOK_TEXTS.failures(webhook.consecutiveFailures)}
                          tone="warning"
                        />
                      ) : null}
                      <Typography variant="caption" color="text.secondary">
                        {`${WEBHOOK_TEXTS.secret}: ${webhook.secretMasked}`}
                      </Typography>
                    </Stack>
                  </Stack>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={webhook.active}
                        disabled={busy === `toggle:${webhook.id}`}
                        onChange={(event) => {
                          const active = event.target.checked;
                          void run(`toggle:${webhook.id}`, () => onToggle(webhook, active));
                        }}
                        slotProps={{ input: { 'aria-label': `${WEBHOOK_TEXTS.active}: ${webhook.url}` } }}
                      />
                    }
                    label={WEBHOOK_TEXTS.active}
                    sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
                  />
                </Stack>
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => onEdit(webhook)}>
                    {WEBHOOK_TEXTS.edit}
                  </Button>
                  <Button
                    size="small"
                    loading={busy === `test:${webhook.id}`}
                    onClick={() =>
                      void run(`test:${webhook.id}`, () => onTest(webhook), WEBHOOK_TEXTS.testSent)
                    }
                  >
                    {WEBHOOK_TEXTS.sendTest}
                  </Button>
                  <Button
                    size="small"
                    aria-pressed={selectedId === webhook.id}
                    onClick={() => onShowDeliveries(webhook)}
                  >
                    {WEBHOOK_TEXTS.deliveries}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(webhook)}>
                    {WEBHOOK_TEXTS.delete}
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={WEBHOOK_TEXTS.deleteQuestion}
        message={deleting?.url}
        confirmLabel={WEBHOOK_TEXTS.delete}
        destructive
        busy={busy === 'delete'}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void run('delete', () => onDelete(target)).then(() => setDeleting(undefined));
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
