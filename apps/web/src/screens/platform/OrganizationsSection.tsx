import { ORG_MESSAGES, type Organization, planLabel, PLATFORM_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import {
  useAllOrganizations,
  useCreateOrganization,
  useDeleteOrganization,
  useEditPlatformOrganization,
  useSetPlatformOrganizationPlan,
  useSetPlatformOrganizationStatus,
} from '@app/sdk/react';
import {
  ConfirmDialog,
  FilterBar,
  OrganizationDialog,
  type OrganizationFormValues,
  OrganizationTable,
  PlanTrialDialog,
  QueryState,
  SectionCard,
  useToast,
} from '@app/ui';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSearchPage } from '../../app/useSearchPage';

const LIMIT = 10;

/** Every organization: search, paging, create, edit, plan, plan and trial (billing support), activate and deactivate. */
export function OrganizationsSection() {
  const { showToast } = useToast();
  const { search, page, setPage, searchBar } = useSearchPage();
  const [editing, setEditing] = useState<Organization | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Organization | null>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);
  const [terms, setTerms] = useState<Organization | null>(null);
  const list = useAllOrganizations(api, { page, limit: LIMIT, search: search || undefined });
  const create = useCreateOrganization(api);
  const edit = useEditPlatformOrganization(api);
  const status = useSetPlatformOrganizationStatus(api);
  const remove = useDeleteOrganization(api);
  const planTrial = useSetPlatformOrganizationPlan(api);
  const busyId =
    (edit.isPending && edit.variables?.id) ||
    (status.isPending && status.variables?.id) ||
    (remove.isPending && remove.variables) ||
    null;
  // The organization calls' own fallbacks (spec 8.4) when the server gives no reason.
  const fail = (error: unknown) =>
    showToast(failureText(error, ORG_MESSAGES.updateFailed), { variant: 'error' });

  const save = (values: OrganizationFormValues) => {
    const payload = { ...values, description: values.description || undefined };
    if (editing === 'new') {
      create.mutate(payload, {
        onSuccess: (organization) => {
          setEditing(null);
          showToast(T.created(organization.name), { variant: 'success' });
        },
      });
    } else if (editing) {
      edit.mutate(
        { id: editing._id, payload: { ...values, description: values.description || null } },
        {
          onSuccess: (organization) => {
            setEditing(null);
            showToast(T.saved(organization.name), { variant: 'success' });
          },
        },
      );
    }
  };

  const changeStatus = (organization: Organization, isActive: boolean) =>
    status.mutate(
      { id: organization._id, payload: { isActive } },
      {
        onSuccess: (saved) => {
          setDeactivating(null);
          showToast(isActive ? T.activated(saved.name) : T.deactivated(saved.name), { variant: 'success' });
        },
        onError: (error) => {
          setDeactivating(null);
          fail(error);
        },
      },
    );

  const page_ = list.data;
  const formError = editing === 'new' ? create.error : edit.error;
  return (
    <SectionCard
      title={T.organizationsTitle}
      headingLevel="h2"
      action={
        <Button
          variant="contained"
          size="small"
          startIcon={<AddBusinessOutlinedIcon />}
          onClick={() => setEditing('new')}
        >
          {T.createOrganization}
        </Button>
      }
    >
      <Stack spacing={2}>
        <FilterBar label={T.searchOrganizations} searchLabel={T.searchOrganizations} {...searchBar} />
        {list.isError && !page_ ? (
          <QueryState
            status="error"
            title={T.loadFailed}
            message={failureText(list.error, ORG_MESSAGES.fetchAllFailed)}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <OrganizationTable
            organizations={page_?.data ?? []}
            total={page_?.pagination.total ?? 0}
            page={page}
            limit={LIMIT}
            onPageChange={setPage}
            loading={!page_}
            busyId={busyId}
            onEdit={setEditing}
            onPlanChange={(organization, subscriptionTier) =>
              edit.mutate(
                { id: organization._id, payload: { subscriptionTier } },
                {
                  onSuccess: (saved) =>
                    showToast(T.planChanged(saved.name, planLabel(saved.subscriptionTier)), {
                      variant: 'success',
                    }),
                  onError: fail,
                },
              )
            }
            onPlanTrial={setTerms}
            onStatusChange={(organization, isActive) =>
              isActive ? changeStatus(organization, true) : setDeactivating(organization)
            }
            onDelete={setDeleting}
          />
        )}
      </Stack>
      {editing ? (
        <OrganizationDialog
          organization={editing === 'new' ? undefined : editing}
          busy={create.isPending || edit.isPending}
          error={
            formError
              ? failureText(
                  formError,
                  editing === 'new' ? ORG_MESSAGES.createFailed : ORG_MESSAGES.updateFailed,
                )
              : undefined
          }
          onSubmit={save}
          onCancel={() => {
            setEditing(null);
            create.reset();
            edit.reset();
          }}
        />
      ) : null}
      {terms ? (
        <PlanTrialDialog
          organization={terms}
          busy={planTrial.isPending}
          error={planTrial.error ? failureText(planTrial.error, ORG_MESSAGES.updateFailed) : undefined}
          onSubmit={(payload) =>
            planTrial.mutate(
              { id: terms._id, payload },
              {
                onSuccess: (saved) => {
                  setTerms(null);
                  showToast(T.planTrialSaved(saved.name), { variant: 'success' });
                },
              },
            )
          }
          onCancel={() => {
            setTerms(null);
            planTrial.reset();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deactivating !== null}
        title={deactivating ? T.deactivateConfirmTitle(deactivating.name) : ''}
        message={T.deactivateConfirmBody}
        confirmLabel={T.deactivateLabel}
        destructive
        busy={status.isPending}
        onConfirm={() => deactivating && changeStatus(deactivating, false)}
        onCancel={() => setDeactivating(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? T.deleteConfirmTitle(deleting.name) : ''}
        message={T.deleteConfirmBody}
        confirmLabel={T.deleteLabel}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => showToast(T.deleted(deleting.name), { variant: 'success' }),
            onError: (error) =>
              showToast(failureText(error, ORG_MESSAGES.deleteFailed), { variant: 'error' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
