import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityFeed, type ActivityFeedEntry } from './ActivityFeed';

const NOW = new Date('2025-06-10T12:00:00Z');
const ID = (digit: string) => digit.repeat(24);

const ENTRIES: ActivityFeedEntry[] = [
  {
    id: 'e5',
    type: 'task_completed',
    message: 'Alex completed "Write the brief"',
    userName: 'Alex Morgan',
    entityType: 'task',
    entityId: ID('1'),
    entityTitle: 'Write the brief',
    timestamp: '2025-06-10T11:58:30Z',
  },
  {
    id: 'e4',
    type: 'task_commented',
    message: 'Priya commented on "Design review"',
    userName: 'Priya Shah',
    entityType: 'task',
    entityId: ID('2'),
    entityTitle: 'Design review',
    timestamp: '2025-06-10T09:10:00Z',
  },
  {
    id: 'e3',
    type: 'member_added',
    message: 'Alex added Sam to "Website relaunch"',
    userName: 'Alex Morgan',
    entityType: 'project',
    entityId: ID('3'),
    entityTitle: 'Website relaunch',
    timestamp: '2025-06-08T16:00:00Z',
  },
  {
    id: 'e2',
    type: 'project_created',
    message: 'Sam created the project',
    userName: 'Sam Lee',
    entityType: 'project',
    entityId: ID('4'),
    entityTitle: 'Mobile app',
    timestamp: '2025-05-20T08:00:00Z',
  },
];

const hrefFor = (entry: ActivityFeedEntry) =>
  entry.entityId ? `/${entry.entityType === 'task' ? 'tasks' : 'projects'}/${entry.entityId}` : undefined;

const meta = {
  title: 'Work/ActivityFeed',
  component: ActivityFeed,
  args: { entries: ENTRIES, now: NOW, hrefFor },
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

// Single stories in a panel as wide as the dashboard gives the feed; the Catalog lays out its own grid.
const framed: Decorator = (Story) => (
  <Paper variant="outlined" sx={{ maxWidth: 480, px: 2 }}>
    <Story />
  </Paper>
);

export const Default: Story = {
  decorators: [framed],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Write the brief' })).toBeVisible();
  },
};

export const WithoutLinks: Story = { decorators: [framed], args: { hrefFor: undefined } };

export const Empty: Story = { decorators: [framed], args: { entries: [] } };

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
        <Story />
      </Box>
    ),
  ],
  render: () => (
    <>
      {[
        { name: 'With links', entries: ENTRIES, links: true },
        { name: 'Without links', entries: ENTRIES.slice(0, 2), links: false },
        { name: 'Empty', entries: [], links: true },
      ].map(({ name, entries, links }) => (
        <Paper key={name} variant="outlined" sx={{ px: 2, py: 1 }}>
          <Typography variant="overline" component="h2">
            {name}
          </Typography>
          <ActivityFeed entries={entries} now={NOW} hrefFor={links ? hrefFor : undefined} label={name} />
        </Paper>
      ))}
    </>
  ),
};
