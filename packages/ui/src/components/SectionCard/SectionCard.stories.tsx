import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { SectionCard } from './SectionCard';

const meta = {
  title: 'Layout/SectionCard',
  component: SectionCard,
  args: {
    title: 'Description',
    children: <Typography>Relaunch the public website with the new brand and a faster checkout.</Typography>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Description' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
    // No progress bar unless its content is being refreshed.
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Without a title: a plain frame, not a region, for content with its own heading. */
export const PlainFrame: Story = {
  args: {
    title: undefined,
    children: (
      <Typography variant="h6" component="h2">
        Comments (2)
      </Typography>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'Recent tasks',
    subtitle: 'The five most recently changed',
    action: <Link href="/tasks">View all</Link>,
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Recent tasks' }));
    await expect(region.getByRole('heading', { level: 2, name: 'Recent tasks' })).toBeVisible();
    await expect(region.getByText('The five most recently changed')).toBeVisible();
    await expect(
      region.getByText('Relaunch the public website with the new brand and a faster checkout.'),
    ).toBeVisible();
    await expect(region.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/tasks');
  },
};

/** Content already shown is being refreshed: a thin bar along the top edge, named for assistive technology. */
export const Refreshing: Story = {
  args: { title: 'To-dos', busy: 'Updating to-dos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Updating to-dos' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'To-dos' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A plain frame whose content runs to its edges, being refreshed: the bar along its top, and no padding. */
export const PlainFrameRefreshing: Story = {
  args: {
    title: undefined,
    flush: true,
    busy: 'Updating comments',
    children: (
      <Typography variant="h6" component="h2">
        Comments (2)
      </Typography>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Updating comments' })).toBeInTheDocument();
    const frame = canvas.getByRole('heading', { level: 2, name: 'Comments (2)' }).parentElement!;
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(frame).paddingTop).toBe('0px');
  },
};

/** A plain section, one with a subtitle and an action, one whose list runs to the edges, and a nested h3. */
export const Catalog: Story = {
  render: () => (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <SectionCard title="Description">
        <Typography>Relaunch the public website with the new brand and a faster checkout.</Typography>
      </SectionCard>
      <SectionCard
        title="Details"
        subtitle="Dates, budget and owner"
        action={
          <Button size="small" variant="outlined" href="/projects/1/edit">
            Edit
          </Button>
        }
      >
        <DescriptionList
          items={[
            { term: 'Start date', value: 'Jun 1, 2025' },
            { term: 'Owner', value: 'Priya Sharma' },
          ]}
        />
      </SectionCard>
      <SectionCard title="Recent tasks" flush action={<Link href="/tasks">View all</Link>}>
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {['Write the copy', 'Design the home page', 'Move the DNS'].map((task) => (
            <Typography
              component="li"
              key={task}
              sx={{ px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              {task}
            </Typography>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Notes" headingLevel="h3">
        <Typography color="text.secondary">No notes yet.</Typography>
      </SectionCard>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Notes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toBeVisible();
  },
};
