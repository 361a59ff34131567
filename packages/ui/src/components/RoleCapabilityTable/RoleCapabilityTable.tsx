import { HELP_TEXTS, type RoleCapabilityRow } from '@app/domain';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import visuallyHidden from '@mui/utils/visuallyHidden';

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
 * readers hear 'Allowed' or 'Not allowed' in each cell. Scrolls sideways on a narrow screen.
 */
export function RoleCapabilityTable({
  roles,
  rows,
  label = HELP_TEXTS.rolesTableLabel,
}: RoleCapabilityTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, minWidth: 220 }}>{HELP_TEXTS.capabilityColumn}</TableCell>
            {roles.map((role) => (
              <TableCell key={role.id} align="center" sx={{ fontWeight: 600 }}>
                {role.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.permission}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {roles.map((role) => (
                <TableCell key={role.id} align="center">
                  {row.allowed[role.id] ? (
                    <CheckCircleRoundedIcon color="success" fontSize="small" aria-hidden />
                  ) : (
                    <RemoveRoundedIcon color="disabled" fontSize="small" aria-hidden />
                  )}
                  <Box component="span" sx={visuallyHidden}>
                    {row.allowed[role.id] ? HELP_TEXTS.allowed : HELP_TEXTS.notAllowed}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
