import { WEBHOOK_TEXTS, type Webhook, type WebhookDelivery, type WebhookUpdateInput } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { WebhookDeliveryLog } from '../WebhookDeliveryLog';
import { WebhookDialog, type WebhookFormValues } from '../WebhookDialog';
import { WebhookList } from '../WebhookList';

export interface WebhooksPanelProps {
  webhooks: readonly Webhook[];
  /** An individual's own projects: a new webhook listens to one of them. */
  projects?: readonly { id: string; title: string }[];
  /** The webhook whose deliveries show, if any. */
  selectedId?: string;
  onSelect: (id: string | undefined) => void;
  /** The shown page of the selected webhook's deliveries. */
  deliveries?: {
    rows: readonly WebhookDelivery[];
    total: number;
    page: number;
    limit: number;
    loading?: boolean;
  };
  onDeliveriesPage?: (page: number) => void;
  /** Reject with an Error carrying the server's message: the dialog shows it. */
  onCreate: (values: WebhookFormValues) => Promise<unknown>;
  onUpdate: (webhook: Webhook, changes: WebhookUpdateInput) => Promise<unknown>;
  onDelete: (webhook: Webhook) => Promise<unknown>;
  onTest: (webhook: Webhook) => Promise<unknown>;
  onRedeliver: (delivery: WebhookDelivery) => Promise<unknown>;
  formatTime?: (iso: string) => string;
}

type Editing = { kind: 'new' } | { kind: 'edit'; webhook: Webhook } | undefined;

/**
 * The webhooks screen part: the list (enable/disable, Send test, Delete), the create/edit dialog, and the log of
 * the selected webhook's deliveries with Redeliver.
 */
export function WebhooksPanel({
  webhooks,
  projects,
  selectedId,
  onSelect,
  deliveries,
  onDeliveriesPage,
  onCreate,
  onUpdate,
  onDelete,
  onTest,
  onRedeliver,
  formatTime,
}: WebhooksPanelProps) {
  const [editing, setEditing] = useState<Editing>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [redelivering, setRedelivering] = useState<string>();
  const selected = webhooks.find((webhook) => webhook.id === selectedId);

  const save = async (values: WebhookFormValues) => {
    setBusy(true);
    setError(undefined);
    try {
      if (editing?.kind === 'edit') await onUpdate(editing.webhook, values);
      else await onCreate(values);
      setEditing(undefined);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <WebhookList
        webhooks={webhooks}
        onAdd={() => {
          setError(undefined);
          setEditing({ kind: 'new' });
        }}
        onEdit={(webhook) => {
          setError(undefined);
          setEditing({ kind: 'edit', webhook });
        }}
        onToggle={(webhook, active) => onUpdate(webhook, { active })}
        onTest={onTest}
        onDelete={async (webhook) => {
          await onDelete(webhook);
          if (webhook.id === selectedId) onSelect(undefined);
        }}
        onShowDeliveries={(webhook) => onSelect(webhook.id === selectedId ? undefined : webhook.id)}
        {...(selectedId ? { selectedId } : {})}
        projectName={(id) => projects?.find((project) => project.id === id)?.title}
      />
      {selected && deliveries ? (
        <Stack spacing={1}>
          <Typography component="h3" variant="subtitle1">
            {`${WEBHOOK_TEXTS.deliveries}: ${selected.url}`}
          </Typography>
          <WebhookDeliveryLog
            deliveries={deliveries.rows}
            total={deliveries.total}
            page={deliveries.page}
            limit={deliveries.limit}
            {...(onDeliveriesPage ? { onPageChange: onDeliveriesPage } : {})}
            loading={deliveries.loading}
            {...(redelivering ? { redelivering } : {})}
            {...(formatTime ? { formatTime } : {})}
            onRedeliver={(delivery) => {
              setRedelivering(delivery.id);
              void onRedeliver(delivery)
                .catch(() => undefined)
                .finally(() => setRedelivering(undefined));
            }}
          />
        </Stack>
      ) : null}
      {editing ? (
        <WebhookDialog
          open
          {...(editing.kind === 'edit'
            ? { initial: { url: editing.webhook.url, events: editing.webhook.events } }
            : projects
              ? { projects }
              : {})}
          onSubmit={(values) => void save(values)}
          onCancel={() => setEditing(undefined)}
          busy={busy}
          {...(error ? { error } : {})}
        />
      ) : null}
    </Stack>
  );
}
