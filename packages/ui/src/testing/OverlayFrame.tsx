import Box, { type BoxProps } from '@mui/material/Box';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import { type Theme, useTheme } from '@mui/material/styles';
import type * as React from 'react';
import { useMemo, useState } from 'react';

export type OverlayFrameProps = BoxProps;

// ThemeProvider hands the provider the theme's `components` (`{ MuiModal: { defaultProps } }`), which it reads
// like the props-only form its type names.
type ComponentDefaults = React.ComponentProps<typeof DefaultPropsProvider>['value'];

/**
 * A box that stands in for the viewport of what is inside: the overlays built on MUI's Modal (dialogs, the mobile
 * drawer, menus, popovers) open inside it instead of at the end of <body>, and it is the containing block of
 * fixed-position elements (their backdrop included). A Catalog can so show several open overlays side by side,
 * each in its own frame, as they look on a page of the frame's size. Give it a width and a height.
 */
export function OverlayFrame({ children, sx, ...props }: OverlayFrameProps) {
  const theme = useTheme<Theme>();
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  // The theme's own component defaults stay; only the Modal's container changes. MUI hides every open modal
  // but the last one from assistive technology, as if they were stacked; in frames they sit side by side, so
  // each stays exposed.
  const components = useMemo(
    () => ({
      ...theme.components,
      MuiModal: {
        ...theme.components?.MuiModal,
        defaultProps: { ...theme.components?.MuiModal?.defaultProps, container: frame, 'aria-hidden': false },
      },
    }),
    [theme.components, frame],
  );
  return (
    <Box
      {...props}
      ref={setFrame}
      sx={[
        // A transformed box is the containing block of its fixed descendants; nothing spills out of the frame.
        { position: 'relative', overflow: 'hidden', transform: 'translateZ(0)' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* The children mount once the frame exists, so an overlay that starts open opens inside it. */}
      {frame ? (
        <DefaultPropsProvider value={components as ComponentDefaults}>{children}</DefaultPropsProvider>
      ) : null}
    </Box>
  );
}
