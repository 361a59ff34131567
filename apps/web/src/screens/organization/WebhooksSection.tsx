import { failureText, WEBHOOK_TEXTS } from '@app/domain';
import { useWebhookManager } from '@app/sdk/react';
import { QueryState, SectionCard, WebhooksPanel } from '@app/ui';
import { api } from '../../app/api';

/**
 * Organization Settings → Webhooks (issue 41): the organization's webhooks, for its admins. Settings has the
 * individual's twin (profile/WebhooksSection, on projects they own); screen areas do not import each other.
 */
export function WebhooksSection() {
  const { list, ...panel } = useWebhookManager(api);
  return (
    <SectionCard title={WEBHOOK_TEXTS.title} headingLevel="h2">
      {list.isPending ? (
        <QueryState status="loading" label={WEBHOOK_TEXTS.loading} />
      ) : list.isError ? (
        <QueryState
          status="error"
          title={WEBHOOK_TEXTS.loadFailed}
          message={failureText(list.error, '')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <WebhooksPanel {...panel} />
      )}
    </SectionCard>
  );
}
