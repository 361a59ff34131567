import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_TEXTS,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@app/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../DataTable';
import { StatusChip, type Tone } from '../StatusChip';

const STATUS_TONES: Record<WebhookDeliveryStatus, Tone> = {
  pending: 'info',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'error',
};

export interface WebhookDeliveryLogProps {
  deliveries: readonly WebhookDelivery[];
  total?: number;
  /** The page shown, from 1. */
  page?: number;
  limit?: number;
  onPageChange?: (page: number) => void;
  loading?: boolean;
  /** Sends a delivery again (the same event); a delivery being sent again shows busy. */
  onRedeliver: (delivery: WebhookDelivery) => void;
  /** The delivery being sent again. */
  redelivering?: string;
  /** How a moment shows (the app's locale); ISO by default. */
  formatTime?: (iso: string) => string;
}

/**
 * A webhook's deliveries, newest first: the event, its status, the receiver's answer code, the attempts, how long
 * the last took, when it was made, the next retry or the error; and a Redeliver button on each.
 */
export function WebhookDeliveryLog({
  deliveries,
  total,
  page,
  limit,
  onPageChange,
  loading,
  onRedeliver,
  redelivering,
  formatTime = (iso) => new Date(iso).toLocaleString(),
}: WebhookDeliveryLogProps) {
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'event',
      header: WEBHOOK_TEXTS.deliveryColumns.event,
      rowHeader: true,
      render: (delivery) => (
        <>
          <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
            {delivery.event}
          </Typography>
          <Typography variant="caption" component="div" color="text.secondary">
            {delivery.eventId}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: WEBHOOK_TEXTS.deliveryColumns.status,
      render: (delivery) => (
        <StatusChip
          kind="custom"
          value={WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}
          tone={STATUS_TONES[delivery.status]}
        />
      ),
    },
    {
      id: 'responseCode',
      header: WEBHOOK_TEXTS.deliveryColumns.responseCode,
      render: (delivery) => delivery.responseCode ?? '—',
    },
    {
      id: 'attempts',
      header: WEBHOOK_TEXTS.deliveryColumns.attempts,
      align: 'right',
      render: (delivery) => delivery.attempts,
    },
    {
      id: 'durationMs',
      header: WEBHOOK_TEXTS.deliveryColumns.durationMs,
      align: 'right',
      hideOnMobile: true,
      render: (delivery) => (delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`),
    },
    {
      id: 'createdAt',
      header: WEBHOOK_TEXTS.deliveryColumns.createdAt,
      render: (delivery) => formatTime(delivery.createdAt),
    },
    {
      id: 'detail',
      header: WEBHOOK_TEXTS.deliveryColumns.detail,
      hideOnMobile: true,
      render: (delivery) =>
        delivery.nextRetryAt
          ? WEBHOOK_TEXTS.retryAt(formatTime(delivery.nextRetryAt))
          : (delivery.error ?? ''),
    },
    {
      id: 'actions',
      header: WEBHOOK_TEXTS.deliveryColumns.actions,
      headerHidden: true,
      stackedLabel: false,
      align: 'right',
      render: (delivery) => (
        <Button
          size="small"
          onClick={() => onRedeliver(delivery)}
          loading={redelivering === delivery.id}
          aria-label={`${WEBHOOK_TEXTS.redeliver} ${delivery.event} ${delivery.eventId}`}
        >
          {WEBHOOK_TEXTS.redeliver}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label={WEBHOOK_TEXTS.deliveries}
      columns={columns}
      rows={deliveries}
      getRowId={(delivery) => delivery.id}
      {...(total !== undefined ? { total } : {})}
      {...(page !== undefined ? { page } : {})}
      {...(limit !== undefined ? { limit } : {})}
      {...(onPageChange ? { onPageChange } : {})}
      loading={loading}
      emptyState={WEBHOOK_TEXTS.noDeliveries}
      size="small"
      stacked
    />
  );
}
