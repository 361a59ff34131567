import { useOrganizationChoices } from '@app/sdk/react';
import { OrganizationPicker } from '@app/ui';
import { useSearchParams } from 'react-router';
import { api } from './api';
import { ORGANIZATION_PARAM } from './organizationInView';

// Apart from organizationInView.ts, whose hooks every signed-in screen's shell uses: the picker (a select field)
// is loaded only by the pages that may show it.
/**
 * The platform view's first step: a platform admin without an organization chooses one from the platform's list;
 * the page then opens with `?organization=<id>`.
 */
export function ChooseOrganization({ pageName }: { pageName?: string }) {
  const [params, setParams] = useSearchParams();
  const choices = useOrganizationChoices(api, true);
  return (
    <OrganizationPicker
      organizations={choices.data?.data ?? []}
      loading={choices.isPending}
      pageName={pageName}
      onChoose={(organizationId) => {
        const next = new URLSearchParams(params);
        next.set(ORGANIZATION_PARAM, organizationId);
        setParams(next);
      }}
    />
  );
}
