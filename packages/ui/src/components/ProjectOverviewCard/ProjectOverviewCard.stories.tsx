import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DescriptionListItem } from '../DescriptionList/DescriptionList';
import { ProjectOverviewCard } from './ProjectOverviewCard';

const details: DescriptionListItem[] = [
  { term: 'Start date', value: 'Jun 1, 2025' },
  { term: 'Due date', value: 'Jun 28, 2025' },
  { term: 'Budget', value: '$12,500.00' },
  { term: 'Owner', value: 'Priya Sharma' },
  { term: 'Team size', value: '4 members' },
  { term: 'Last updated', value: 'Jun 9, 2025' },
];

const meta = {
  title: 'Data/ProjectOverviewCard',
  component: ProjectOverviewCard,
  args: {
    title: 'Website relaunch',
    progress: 37.5,
    taskCounts: { done: 3, total: 8, overdue: 1 },
    description: 'Relaunch the public website with the new brand and a faster checkout.',
    details,
  },
} satisfies Meta<typeof ProjectOverviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = within(canvas.getByRole('region', { name: 'Progress' }));
    await expect(progress.getByRole('progressbar', { name: 'Progress of Website relaunch' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
    await expect(progress.getByText('38%')).toBeVisible();
    await expect(progress.getByText('3 of 8 tasks done · 1 overdue')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Description' })).getByText(
        'Relaunch the public website with the new brand and a faster checkout.',
      ),
    ).toBeVisible();
    const facts = within(canvas.getByRole('region', { name: 'Details' }));
    await expect(facts.getAllByRole('term').map((term) => term.textContent)).toContain('Owner');
    await expect(facts.getByText('Priya Sharma').tagName).toBe('DD');
  },
};

export const NewProject: Story = {
  args: { progress: 0, taskCounts: { done: 0, total: 0, overdue: 0 }, description: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No description yet.')).toBeVisible();
  },
};

/** Without task counts: the bar alone, its figure held to 100 %. */
export const WithoutTaskCounts: Story = {
  args: { progress: 112, taskCounts: null },
  play: async ({ canvasElement }) => {
    const progress = within(within(canvasElement).getByRole('region', { name: 'Progress' }));
    await expect(progress.getByRole('progressbar', { name: 'Progress of Website relaunch' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(progress.getByText('100%')).toBeVisible();
    await expect(progress.queryByText(/tasks? done/)).not.toBeInTheDocument();
  },
};

/** Under way with an overdue task, just created, and completed. */
export const Catalog: Story = {
  parameters: {
    // Three projects side by side each have their Progress, Description and Details; a page shows one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <Stack spacing={4}>
      <ProjectOverviewCard {...args} />
      <ProjectOverviewCard
        {...args}
        title="Onboarding guide"
        progress={0}
        taskCounts={{ done: 0, total: 1, overdue: 0 }}
        description={null}
      />
      <ProjectOverviewCard
        {...args}
        title="Office move"
        progress={100}
        completed
        taskCounts={{ done: 5, total: 5, overdue: 0 }}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    await expect(canvas.getByText('0 of 1 task done')).toBeVisible();
  },
};
