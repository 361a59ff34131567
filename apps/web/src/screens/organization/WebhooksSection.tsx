import { failureText, WEBHOOK_TEXTS } from '@app/domain';
import { useWebhookManager } from '@app/sdk/react';
import { QueryState, SectionCard, WebhooksPanel } from '@app/ui';
import { api } from '../../app/api';

/** Organization Settings → Webhooks (issue 41): the organization's webhooks, for its admins. */
export function WebhooksSection() {
  const { list, ...panel } = useWebhookManager(api);
  return (
    <SectionCard title={WEBHOOK_TEXTS.title} headingLevel="h2">
      {list.isPending ? (
        <QueryState status="loading" label="Loading webhooks..." />
      ) : list.isError ? (
        <QueryState
          status="error"
          title="Webhooks could not be loaded."
          message={failureText(list.error, '')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <WebhooksPanel {...panel} />
      )}
    </SectionCard>
  );
}
