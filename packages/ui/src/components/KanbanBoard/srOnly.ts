import type { SxProps, Theme } from '@mui/material/styles';

/** Text for assistive technology only: present in the accessibility tree, invisible on screen. */
export const srOnly: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
