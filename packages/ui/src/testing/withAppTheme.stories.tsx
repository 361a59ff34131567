import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createAppTheme } from '../theme';
import { brandingPresetFor } from './brandingPresets';
import { useStoryCurrency } from './storyCurrency';

// Test-only stories ('!dev', '!autodocs'): they prove the global decorator applies the theme the toolbar asks for.
const meta = {
  title: 'Testing/withAppTheme',
  tags: ['!dev', '!autodocs'],
  render: () => (
    <>
      <Typography variant="h1">Heading</Typography>
      <Button variant="contained">Save</Button>
    </>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsToolbarGlobals: Story = {
  play: async ({ canvasElement, globals }) => {
    const mode = globals.colorMode === 'dark' ? 'dark' : 'light';
    const theme = createAppTheme({ branding: brandingPresetFor(globals.branding).branding });
    const scheme = theme.colorSchemes[mode];
    await waitFor(() => expect(document.documentElement).toHaveClass(mode));
    await expect(getComputedStyle(document.body).backgroundColor).toBe(
      toComputedColor(scheme?.palette.background.default ?? ''),
    );
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(getComputedStyle(button).backgroundColor).toBe(
      toComputedColor(scheme?.palette.primary.main ?? ''),
    );
    await expect(getComputedStyle(button).fontFamily).toMatch(/^Inter,/);
    await document.fonts.ready;
    await expect(document.fonts.check('700 16px Inter')).toBe(true);
  },
};

export const ProvidesToolbarCurrency: Story = {
  globals: { currency: 'INR' },
  render: function CurrencyProbe() {
    return <Typography>Amounts in {useStoryCurrency()}</Typography>;
  },
  play: async ({ canvasElement, globals }) => {
    await expect(globals.currency).toBe('INR');
    await expect(within(canvasElement).getByText('Amounts in INR')).toBeVisible();
  },
};

export const AppliesPresetCustomCssInsideTheScope: Story = {
  globals: { branding: 'orange' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    // The orange preset's custom CSS rounds buttons, inside the branded area only.
    await waitFor(() => expect(getComputedStyle(button).borderRadius).toBe('999px'));
    const outside = document.createElement('button');
    outside.className = 'MuiButton-root';
    document.body.append(outside);
    await expect(getComputedStyle(outside).borderRadius).not.toBe('999px');
    outside.remove();
  },
};

// The browser's own serialisation of a CSS colour, so hex and rgb() theme values compare with computed styles.
function toComputedColor(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}
