import { HELP_TEXTS, type RoleCapabilityRow } from '@app/domain';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { DataTable, type DataTableColumn } from '../DataTable';

export interface RoleCapabilityTableProps {
  /** The columns: each role's id and name. */
  roles: readonly { id: string; label: string }[];
  /** The rows: a capability and, by role id, whether the role has it. */
  rows: readonly RoleCapabilityRow[];
  /** The accessible name of the table. */
  label?: string;
}

/**
 * What each role may do: capabilities down, roles across, a tick where the role has the capability. Screen
 * readers hear 'Allowed' or 'Not allowed' in each cell. Scrolls sideways on a narrow screen, where keyboard users
 * can scroll it too; on a phone each capability is a card of its roles instead.
 */
export function RoleCapabilityTable({
  roles,
  rows,
  label = HELP_TEXTS.rolesTableLabel,
}: RoleCapabilityTableProps) {
  const columns: DataTableColumn<RoleCapabilityRow>[] = [
    {
      id: 'capability',
      header: HELP_TEXTS.capabilityColumn,
      rowHeader: true,
      headerSx: { minWidth: { sm: 220 } },
      render: (row) => row.label,
    },
    ...roles.map(
      (role): DataTableColumn<RoleCapabilityRow> => ({
        id: role.id,
        header: role.label,
        align: 'center',
        render: (row) => (
          <>
            {row.allowed[role.id] ? (
              <CheckCircleRoundedIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <RemoveRoundedIcon color="disabled" fontSize="small" aria-hidden />
            )}
            <Box component="span" sx={visuallyHidden}>
              {row.allowed[role.id] ? HELP_TEXTS.allowed : HELP_TEXTS.notAllowed}
            </Box>
          </>
        ),
      }),
    ),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.permission}
      size="small"
      stacked
      scrollRegion
    />
  );
}
