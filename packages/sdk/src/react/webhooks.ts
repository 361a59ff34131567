import type { WebhookCreateInput, WebhookUpdateInput } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
