import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export interface AuthHeadingProps {
  /** The screen's one level-1 heading, also the browser tab's title. */
  title: string;
  subtitle?: React.ReactNode;
  /** Something above the title, e.g. a status icon. */
  icon?: React.ReactNode;
  align?: 'left' | 'center';
}

/** The title block at the top of every auth card. */
export function AuthHeading({ title, subtitle, icon, align = 'left' }: AuthHeadingProps) {
  useDocumentTitle(title);
  return (
    <Stack
      spacing={1}
      sx={{ mb: 3, textAlign: align, alignItems: align === 'center' ? 'center' : 'stretch' }}
    >
      {icon}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body1" color="text.secondary">
          {subtitle}
        </Typography>
      ) : null}
    </Stack>
  );
}
