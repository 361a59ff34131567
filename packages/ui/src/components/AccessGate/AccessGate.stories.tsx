import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessGate, type AccessGateProps } from './AccessGate';

const meta = {
  title: 'Feedback/AccessGate',
  component: AccessGate,
  args: {
    decision: { kind: 'upgrade', feature: 'branding', plan: 'pro' },
    mode: 'disable',
    onUpgrade: fn(),
    children: <Button variant="contained">Save branding</Button>,
  },
} satisfies Meta<typeof AccessGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disabled with the reason, and 'Upgrade Now' beside it. */
export const Disabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Upgrade Required: this needs the Pro plan.')).toBeVisible();
    await expect(canvas.getByText('Save branding').closest('[inert]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

const STATES: { name: string; props: Partial<AccessGateProps> }[] = [
  { name: 'Allowed', props: { decision: { kind: 'ok' } } },
  { name: 'Hidden (nothing shows)', props: { mode: 'hide' } },
  { name: 'Disabled: plan', props: {} },
  { name: 'Disabled: role', props: { decision: { kind: 'restricted', roles: ['org_admin'] } } },
  { name: 'Card: upgrade', props: { mode: 'card' } },
  {
    name: 'Card: restricted',
    props: { mode: 'card', decision: { kind: 'restricted', roles: ['org_admin'] } },
  },
  { name: 'Card: denied', props: { mode: 'card', decision: { kind: 'denied' }, onGoBack: fn() } },
];

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      {STATES.map((state) => (
        <Stack key={state.name} spacing={1}>
          <Typography variant="subtitle2" component="h2">
            {state.name}
          </Typography>
          <AccessGate {...args} {...state.props} />
        </Stack>
      ))}
    </Stack>
  ),
};
