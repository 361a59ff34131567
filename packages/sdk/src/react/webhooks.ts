import {
  failureText,
  type Webhook,
  type WebhookCreateInput,
  type WebhookDelivery,
  type WebhookUpdateInput,
} from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../http';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  sendWebhookTest,
  updateWebhook,
} from '../webhooks';

export const webhooksQueryKey = ['webhooks'] as const;

export function webhooksQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: webhooksQueryKey, queryFn: () => listWebhooks(client) });
}

/** The caller's webhooks. */
export function useWebhooks(client: ApiClient, enabled = true) {
  return useQuery({ ...webhooksQueryOptions(client), enabled });
}

export function webhookDeliveriesQueryOptions(client: ApiClient, id: string, page = 1) {
  return queryOptions({
    queryKey: [...webhooksQueryKey, id, 'deliveries', page] as const,
    queryFn: () => listWebhookDeliveries(client, id, { page, limit: 20 }),
  });
}

/** A page of one webhook's deliveries (none asked while `id` is undefined). */
export function useWebhookDeliveries(client: ApiClient, id: string | undefined, page = 1) {
  return useQuery({ ...webhookDeliveriesQueryOptions(client, id ?? '', page), enabled: Boolean(id) });
}

function useWebhookMutation<V, T>(change: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export function useCreateWebhook(client: ApiClient) {
  return useWebhookMutation((payload: WebhookCreateInput) => createWebhook(client, payload));
}

export function useUpdateWebhook(client: ApiClient) {
  return useWebhookMutation(({ id, ...payload }: WebhookUpdateInput & { id: string }) =>
    updateWebhook(client, id, payload),
  );
}

export function useDeleteWebhook(client: ApiClient) {
  return useWebhookMutation((id: string) => deleteWebhook(client, id));
}

export function useSendWebhookTest(client: ApiClient) {
  return useWebhookMutation((id: string) => sendWebhookTest(client, id));
}

export function useRedeliverWebhook(client: ApiClient) {
  return useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    redeliverWebhookDelivery(client, id, deliveryId),
  );
}

/** A refused call as an Error carrying the server's message (what the screen parts show). */
function rethrow(fallback: string) {
  return (error: unknown): never => {
    throw new Error(failureText(error, fallback));
  };
}

const DELIVERY_PAGE_LIMIT = 20;

/**
 * Everything a webhooks screen part needs (`WebhooksPanel` of @app/ui): the caller's webhooks, the selected one's
 * deliveries page by page, and the changes, each rejecting with the server's message.
 */
export function useWebhookManager(client: ApiClient, enabled = true) {
  const list = useWebhooks(client, enabled);
  const [selectedId, setSelectedId] = useState<string>();
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(client, selectedId, page);
  const create = useCreateWebhook(client);
  const update = useUpdateWebhook(client);
  const remove = useDeleteWebhook(client);
  const test = useSendWebhookTest(client);
  const redeliver = useRedeliverWebhook(client);
  const queryClient = useQueryClient();
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
  return {
    list,
    webhooks: list.data ?? [],
    selectedId,
    onSelect: (id: string | undefined) => {
      setSelectedId(id);
      setPage(1);
    },
    deliveries: log.data
      ? {
          rows: log.data.data,
          total: log.data.pagination.total,
          page,
          limit: DELIVERY_PAGE_LIMIT,
          loading: log.isFetching,
        }
      : undefined,
    onDeliveriesPage: setPage,
    // The form leaves the secret out only when editing; a new webhook without one is the server's 400 to explain.
    onCreate: (values: Omit<WebhookCreateInput, 'secret'> & { secret?: string | undefined }) =>
      create
        .mutateAsync({ ...values, secret: values.secret ?? '' })
        .catch(rethrow('The webhook could not be created')),
    onUpdate: (webhook: Webhook, changes: WebhookUpdateInput) =>
      update.mutateAsync({ id: webhook.id, ...changes }).catch(rethrow('The webhook could not be saved')),
    onDelete: (webhook: Webhook) =>
      remove.mutateAsync(webhook.id).catch(rethrow('The webhook could not be deleted')),
    onTest: (webhook: Webhook) =>
      test.mutateAsync(webhook.id).then(refreshLog, rethrow('The test delivery could not be sent')),
    onRedeliver: (delivery: WebhookDelivery) =>
      redeliver
        .mutateAsync({ id: delivery.webhookId, deliveryId: delivery.id })
        .catch(rethrow('The delivery could not be sent again')),
  };
}
