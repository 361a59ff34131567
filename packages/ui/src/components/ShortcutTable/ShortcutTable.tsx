import { HELP_TEXTS } from '@app/domain';
import Box from '@mui/material/Box';
import { DataTable } from '../DataTable';

export interface ShortcutTableProps {
  /** `either`: any one of the keys, not all together; `sequence`: one after the other. */
  shortcuts: readonly {
    keys: readonly string[];
    either?: boolean;
    sequence?: boolean;
    action: string;
    where: string;
  }[];
  /** The accessible name of the table. */
  label?: string;
}

/**
 * Keyboard shortcuts: the keys (each in a <kbd>: 'Ctrl + K' together, 'G then D' one after the other, 'Home or
 * End' either), what they do and where they work.
 */
export function ShortcutTable({ shortcuts, label = HELP_TEXTS.shortcutsTableLabel }: ShortcutTableProps) {
  const columns = HELP_TEXTS.shortcutColumns;
  return (
    <DataTable
      label={label}
      rows={shortcuts}
      getRowId={(shortcut) => `${shortcut.keys.join('+')} ${shortcut.where}`}
      size="small"
      columns={[
        {
          id: 'keys',
          header: columns.keys,
          cellSx: { whiteSpace: 'nowrap' },
          render: (shortcut) =>
            shortcut.keys.map((key, index) => (
              <Box component="span" key={key}>
                {index > 0 ? (shortcut.either ? ' or ' : shortcut.sequence ? ' then ' : ' + ') : null}
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
            )),
        },
        { id: 'action', header: columns.action },
        { id: 'where', header: columns.where },
      ]}
    />
  );
}
