import { type Organization, PLAN_OPTIONS, PLATFORM_TEXTS as T } from '@app/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../DataTable';

export interface OrganizationTableProps {
  organizations: readonly Organization[];
  /** Organizations over every page. */
  total: number;
  page: number;
  limit?: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** Opens the edit form of an organization. */
  onEdit: (organization: Organization) => void;
  /** Moves an organization to another plan (a tier of SUBSCRIPTION_TIERS). */
  onPlanChange: (organization: Organization, tier: Organization['subscriptionTier']) => void;
  /** Opens billing support for an organization: its plan and the end of its trial. Offered when given. */
  onPlanTrial?: (organization: Organization) => void;
  /** Activates (true) or deactivates (false) an organization. */
  onStatusChange: (organization: Organization, isActive: boolean) => void;
  /**
   * Asks to delete an organization for good. Offered for inactive organizations only: one is deactivated (its
   * members signed out) before it can be deleted.
   */
  onDelete?: (organization: Organization) => void;
  /** The organization whose change is being saved: its controls wait. */
  busyId?: string | null;
  /** The accessible name of the table. */
  label?: string;
}

/**
 * Every organization of the platform (the platform console): name and domain, plan (a select over the plans of
 * @app/domain), status, and the actions edit, plan and trial (billing support), activate, deactivate and (inactive ones) delete. Paged on the server.
 */
export function OrganizationTable({
  organizations,
  total,
  page,
  limit,
  onPageChange,
  loading = false,
  onEdit,
  onPlanChange,
  onPlanTrial,
  onStatusChange,
  onDelete,
  busyId = null,
  label = T.organizationsLabel,
}: OrganizationTableProps) {
  const columns: DataTableColumn<Organization>[] = [
    {
      id: 'name',
      header: T.columns.name,
      render: (row) => (
        <Box component="span" sx={{ display: 'block' }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="span">
            {row.domain}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'plan',
      header: T.columns.plan,
      render: (row) => (
        <NativeSelect
          value={row.subscriptionTier}
          disabled={busyId === row._id}
          inputProps={{ 'aria-label': T.planOf(row.name) }}
          onChange={(event) => onPlanChange(row, event.target.value as Organization['subscriptionTier'])}
          size="small"
        >
          {PLAN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      id: 'status',
      header: T.columns.status,
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.isActive ? 'success' : 'default'}
          label={row.isActive ? T.active : T.inactive}
        />
      ),
    },
    {
      id: 'actions',
      header: T.columns.actions,
      align: 'right',
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <IconButton
            size="small"
            aria-label={T.editOrganization(row.name)}
            onClick={() => onEdit(row)}
            disabled={busyId === row._id}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          {onPlanTrial ? (
            <IconButton
              size="small"
              aria-label={T.planTrialOf(row.name)}
              onClick={() => onPlanTrial(row)}
              disabled={busyId === row._id}
            >
              <EventRepeatOutlinedIcon fontSize="small" />
            </IconButton>
          ) : null}
          <Button
            size="small"
            variant="outlined"
            color={row.isActive ? 'error' : 'success'}
            aria-label={row.isActive ? T.deactivate(row.name) : T.activate(row.name)}
            disabled={busyId === row._id}
            onClick={() => onStatusChange(row, !row.isActive)}
          >
            {row.isActive ? T.deactivateLabel : T.activateLabel}
          </Button>
          {onDelete && !row.isActive ? (
            <IconButton
              size="small"
              color="error"
              aria-label={T.deleteOrganization(row.name)}
              onClick={() => onDelete(row)}
              disabled={busyId === row._id}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={organizations}
      getRowId={(row) => row._id}
      total={total}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
      loading={loading}
      emptyState={T.noOrganizations}
    />
  );
}
