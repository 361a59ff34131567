import { failureText, WEBHOOK_TEXTS } from '@app/domain';
import { useProjects, useWebhookManager } from '@app/sdk/react';
import { QueryState, SectionCard, WebhooksPanel } from '@app/ui';
import { api } from '../../app/api';

/** Settings → Webhooks (issue 41): an individual's webhooks, each on a project they own. */
export function WebhooksSection() {
  const { list, ...panel } = useWebhookManager(api);
  const projects = useProjects(api, { limit: 100 });
  const owned = (projects.data?.data ?? [])
    .filter((project) => project.myRole === 'owner')
    .map((project) => ({ id: project._id, title: project.title }));
  return (
    <SectionCard title={WEBHOOK_TEXTS.title}>
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
        <WebhooksPanel {...panel} projects={owned} />
      )}
    </SectionCard>
  );
}
