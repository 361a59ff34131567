import { HELP_TEXTS } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ShortcutTableProps {
  /** `either`: any one of the keys, not all together. */
  shortcuts: readonly { keys: readonly string[]; either?: boolean; action: string; where: string }[];
  /** The accessible name of the table. */
  label?: string;
}

/** Keyboard shortcuts: the keys (each in a <kbd>), what they do and where they work. */
export function ShortcutTable({ shortcuts, label = HELP_TEXTS.shortcutsTableLabel }: ShortcutTableProps) {
  const columns = HELP_TEXTS.shortcutColumns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{columns.keys}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{columns.action}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{columns.where}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shortcuts.map((shortcut) => (
            <TableRow key={`${shortcut.keys.join('+')} ${shortcut.where}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {shortcut.keys.map((key, index) => (
                  <Box component="span" key={key}>
                    {index > 0 ? (shortcut.either ? ' or ' : ' + ') : null}
                    <Box
                      component="kbd"
                      sx={{
                        px: 0.75,
                        py: 0.25,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        fontFamily: 'monospace',
                        fontSize: '0.8125rem',
                        bgcolor: 'action.hover',
                      }}
                    >
                      {key}
                    </Box>
                  </Box>
                ))}
              </TableCell>
              <TableCell>{shortcut.action}</TableCell>
              <TableCell>{shortcut.where}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
