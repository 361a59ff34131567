import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '../Money';
import { StatCard } from './StatCard';

// Single stories at the width the component usually gets; the Catalog lays out its own grid.
const narrow: Decorator = (Story) => (
  <Box sx={{ maxWidth: 300 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: {
    label: 'Active projects',
    value: 12,
    delta: 8.3,
    deltaLabel: 'vs last month',
    icon: <FolderOutlinedIcon />,
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Active projects' });
    await expect(card).toHaveTextContent('12');
    await expect(within(card).getByText('+8.3%')).toBeVisible();
    await expect(within(card).getByText('vs last month')).toBeVisible();
  },
};

/** Busy, the value and the change hidden; a skeleton for the change keeps the card's height. */
export const Loading: Story = {
  decorators: [narrow],
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Active projects' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('12');
    await expect(within(card).queryByText('+8.3%')).not.toBeInTheDocument();
    await expect(card.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
  },
};

/** A card without a change loads without the change's skeleton, as it will show without its row. */
export const LoadingWithoutChange: Story = {
  decorators: [narrow],
  args: { loading: true, delta: undefined, deltaLabel: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Active projects' });
    await expect(card.querySelectorAll('.MuiSkeleton-root')).toHaveLength(1);
  },
};

/** A change without what it compares with: the figure alone, no label beside it. */
export const ChangeWithoutLabel: Story = {
  decorators: [narrow],
  args: { delta: -2.5, deltaLabel: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Active projects' });
    const change = within(card).getByText('-2.5%');
    await expect(change).toBeVisible();
    await expect(change.parentElement?.children).toHaveLength(1);
  },
};

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        <Story />
      </Box>
    ),
  ],
  render: () => (
    <>
      <StatCard
        label="Active projects"
        value={12}
        delta={8.3}
        deltaLabel="vs last month"
        icon={<FolderOutlinedIcon />}
      />
      <StatCard
        label="Tasks completed"
        value={148}
        delta={-4}
        deltaLabel="vs last week"
        color="success"
        icon={<AssignmentTurnedInOutlinedIcon />}
      />
      <StatCard
        label="Overdue tasks"
        value={3}
        delta={-40}
        upIsGood={false}
        deltaLabel="vs last week"
        color="error"
        icon={<WarningAmberRoundedIcon />}
      />
      <StatCard
        label="Overdue tasks"
        value={7}
        delta={25}
        upIsGood={false}
        deltaLabel="vs last week"
        color="warning"
        icon={<WarningAmberRoundedIcon />}
      />
      <StatCard
        label="Team members"
        value={8}
        delta={0}
        deltaLabel="no change"
        color="secondary"
        icon={<GroupOutlinedIcon />}
      />
      <StatCard
        label="Total budget"
        value={<Money amount={48250.75} />}
        color="info"
        icon={<PaymentsOutlinedIcon />}
      />
      <StatCard label="Plain figure" value="92%" />
      <StatCard label="Loading" value={0} delta={1} loading icon={<FolderOutlinedIcon />} />
    </>
  ),
  play: async ({ canvasElement }) => {
    // Falls with a minus sign, no change without a sign.
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-40%')).toBeVisible();
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};
