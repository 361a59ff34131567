import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type RouteTab, RouteTabs } from './RouteTabs';

type Section = 'overview' | 'tasks' | 'discussion' | 'members';
const sections: RouteTab<Section>[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'discussion', label: 'Discussion' },
  { value: 'members', label: 'Members' },
];
const href = (tab: Section) => (tab === 'overview' ? '/projects/1' : `/projects/1?tab=${tab}`);

const meta = {
  title: 'Navigation/RouteTabs',
  component: RouteTabs<Section>,
  args: {
    tabs: sections,
    value: 'overview',
    href,
    'aria-label': 'Project sections',
    children: <Typography>The overview of the project.</Typography>,
  },
} satisfies Meta<typeof RouteTabs<Section>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Project sections' })).toBeVisible();
    const selected = canvas.getByRole('tab', { name: 'Overview' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('href', '/projects/1?tab=tasks');
    await expect(canvas.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
      'The overview of the project.',
    );
  },
};

export const FromTheUrl: Story = {
  args: { value: 'members', children: <Typography>Team members.</Typography> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Members' })).toBeVisible();
  },
};

/** A page loads a tab's code when the pointer is over it or it has focus; not for the tab already shown. */
export const TabIntent: Story = {
  args: { onTabIntent: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('tab', { name: 'Members' }));
    await expect(args.onTabIntent).toHaveBeenLastCalledWith('members');
    await userEvent.hover(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(args.onTabIntent).toHaveBeenCalledTimes(1);
    canvas.getByRole('tab', { name: 'Discussion' }).focus();
    await expect(args.onTabIntent).toHaveBeenLastCalledWith('discussion');
  },
};

/** The first, a middle and the last tab selected, each as the URL would select it. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      {(['overview', 'discussion', 'members'] as const).map((value) => (
        <RouteTabs key={value} {...args} value={value} aria-label={`Project sections (${value})`}>
          <Typography color="text.secondary">The {value} panel.</Typography>
        </RouteTabs>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tablist')).toHaveLength(3);
    await expect(canvas.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Discussion',
      'Members',
    ]);
  },
};
