import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type * as React from 'react';

/**
 * A list's frame while new items are on their way: a thin bar named 'Updating <label>' runs just above the list,
 * which stays readable under it. Shared by `CardGrid` and `RowList`.
 */
export function UpdatingFrame({
  label,
  updating,
  children,
}: {
  label: string;
  updating: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box sx={{ position: 'relative' }}>
      {updating ? (
        <LinearProgress
          aria-label={`Updating ${label.toLowerCase()}`}
          sx={{ position: 'absolute', insetInline: 0, top: -8, height: 2 }}
        />
      ) : null}
      {children}
    </Box>
  );
}
