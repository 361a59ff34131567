import Box from '@mui/material/Box';
import type * as React from 'react';

export interface SkipLinkProps {
  /** The id of the page's main landmark, which must be focusable (tabIndex -1). */
  targetId: string;
  children?: React.ReactNode;
}

/**
 * The first focusable element of a layout: hidden until focused, it moves focus to the main content so keyboard
 * users skip the navigation. Shared by the public layout and the app shell.
 */
export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  const skipToContent = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(targetId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={skipToContent}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      {children}
    </Box>
  );
}
