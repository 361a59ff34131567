import type { Branding, RoleSubject } from '@app/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createAppTheme } from '../../theme/createAppTheme';
import { useColorMode } from '../../theme/useColorMode';
import { BrandingProvider } from './BrandingProvider';

const enterpriseUser: RoleSubject = { _id: 'u1', accountType: 'organization', organizationId: 'o1' };
const individualUser: RoleSubject = { _id: 'u2', accountType: 'individual' };
const greenleaf: Branding = {
  primaryColor: '#059669',
  accentColor: '#F59E0B',
  headingFont: 'Georgia',
  customCSS: '.MuiButton-root { border-radius: 999px; }',
};

// Stories keep their choices apart from the app's own `darkMode` and `userTheme` keys.
const STORAGE = { modeStorageKey: 'storybook-branding-mode', themeStorageKey: 'storybook-branding-theme' };

function Screen() {
  const { colorScheme, toggle } = useColorMode();
  return (
    <Paper sx={{ p: 3, maxWidth: 520 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Team workspace
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The colours, fonts and custom CSS below come from the provider.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button variant="contained">New Project</Button>
        <Chip label="Active" color="primary" />
        <Button variant="outlined" onClick={toggle}>
          {colorScheme === 'dark' ? 'Use light mode' : 'Use dark mode'}
        </Button>
      </Stack>
    </Paper>
  );
}

const meta = {
  title: 'Foundations/BrandingProvider',
  component: BrandingProvider,
  args: { user: enterpriseUser, branding: greenleaf, ...STORAGE },
  render: (args) => (
    <BrandingProvider {...args}>
      <Screen />
    </BrandingProvider>
  ),
  // The provider sets the theme itself: the toolbar's colour mode and branding do not apply here.
  parameters: { layout: 'padded', appTheme: 'provided' },
} satisfies Meta<typeof BrandingProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enterprise user sees the organization's colours, serif headings and pill buttons (custom CSS). */
export const EnterpriseUser: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New Project' });
    await waitFor(() => expect(getComputedStyle(button).borderRadius).toBe('999px'));
    // The organization's green, darkened just enough to carry white text at AA.
    const expected = createAppTheme({ branding: greenleaf }).colorSchemes.light?.palette.primary.main ?? '';
    await expect(getComputedStyle(button).backgroundColor).toBe(expected);
  },
};

/** Everyone else sees the default look, whatever branding is passed. */
export const IndividualUser: Story = {
  args: { user: individualUser },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New Project' });
    await expect(getComputedStyle(button).borderRadius).not.toBe('999px');
  },
};

/** Signed out: the default look. */
export const SignedOut: Story = { args: { user: null } };

/** The dark-mode toggle of `useColorMode`, remembered per device. */
export const ToggleDarkMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.localStorage.removeItem(STORAGE.modeStorageKey);
    const toggle = await canvas.findByRole('button', { name: /Use (dark|light) mode/ });
    const before = toggle.textContent;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.textContent).not.toBe(before));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.textContent).toBe(before));
  },
};
