import { ASSISTANT_MESSAGES } from '@app/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatActionResult, type ChatActionResultProps } from './ChatActionResult';
import {
  sampleProgress,
  sampleProjects,
  sampleQuickActions,
  sampleTasks,
  sampleTeam,
  shortTasks,
} from './fixtures';

// Results live inside a bot bubble, so stories show them at the chat panel's width.
const bubbleWidth = 340;

const meta = {
  title: 'Assistant/ChatActionResult',
  component: ChatActionResult,
  args: { action: 'display_tasks', actionData: sampleTasks, onQuickAction: fn(), onNavigate: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.catalog ? (
        <Story />
      ) : (
        <Box sx={{ width: bubbleWidth, maxWidth: '100%' }}>
          <Story />
        </Box>
      ),
  ],
} satisfies Meta<typeof ChatActionResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tasks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: ASSISTANT_MESSAGES.showMore }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleTasks.tasks.length);
    await userEvent.click(canvas.getByRole('button', { name: ASSISTANT_MESSAGES.showLess }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('link', { name: /Write the API reference/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/tasks/${sampleTasks.tasks[1]!.id}`);
  },
};

export const FewTasks: Story = { args: { actionData: shortTasks } };

/** A list the assistant read as a filter-language query: the query shown, 'View All Tasks' reopening it. */
export const FilteredTasks: Story = {
  args: { actionData: { ...shortTasks, query: 'assignee:me is:open priority:urgent label:Security' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('assignee:me is:open priority:urgent label:Security')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: ASSISTANT_MESSAGES.viewAllTasks }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/tasks?q=assignee%3Ame+is%3Aopen+priority%3Aurgent+label%3ASecurity&sort=dueDate',
    );
  },
};

export const Projects: Story = {
  args: { action: 'display_projects', actionData: sampleProjects },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: ASSISTANT_MESSAGES.showMore }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleProjects.projects.length);
  },
};

export const Progress: Story = { args: { action: 'display_progress', actionData: sampleProgress } };

export const Team: Story = { args: { action: 'display_team', actionData: sampleTeam } };

/** Teams of one, of none, and of one more than the list shows: the counts read right. */
export const SmallTeams: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ChatActionResult
        {...args}
        action="display_team"
        actionData={{ totalMembers: 1, members: [{ name: 'Priya Sharma', role: 'team-lead' }] }}
      />
      <ChatActionResult {...args} action="display_team" actionData={{ totalMembers: 0, members: [] }} />
      <ChatActionResult
        {...args}
        action="display_team"
        actionData={{ ...sampleTeam, totalMembers: sampleTeam.members.length }}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const [one, none, five] = within(canvasElement).getAllByRole('group', { name: 'Team' });
    await expect(one).toHaveTextContent('1 member');
    await expect(within(one!).getAllByRole('listitem')).toHaveLength(1);
    await expect(none).toHaveTextContent('0 members');
    await expect(within(none!).getByText('No team members yet.')).toBeVisible();
    await expect(within(five!).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(five!).getByText('+1 more member')).toBeVisible();
  },
};

/** Data that does not fit its action is not shown at all (the reply's text still is, in the chat). */
export const MalformedData: Story = {
  render: (args) => (
    <Box data-testid="results">
      {(['display_projects', 'display_progress', 'display_team', 'display_quick_actions'] as const).map(
        (action) => (
          <ChatActionResult key={action} {...args} action={action} actionData={{ unexpected: true }} />
        ),
      )}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('results')).toBeEmptyDOMElement();
  },
};

export const QuickActions: Story = {
  args: { action: 'display_quick_actions', actionData: sampleQuickActions },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show my tasks' }));
    await expect(args.onQuickAction).toHaveBeenCalledWith('show my tasks');
  },
};

export const QuickActionsBusy: Story = {
  args: { action: 'display_quick_actions', actionData: sampleQuickActions, busy: true },
};

const catalog: { label: string; props: Pick<ChatActionResultProps, 'action' | 'actionData' | 'busy'> }[] = [
  { label: 'Tasks (first 6 of 9)', props: { action: 'display_tasks', actionData: sampleTasks } },
  { label: 'Tasks (all fit)', props: { action: 'display_tasks', actionData: shortTasks } },
  { label: 'Projects', props: { action: 'display_projects', actionData: sampleProjects } },
  { label: 'Progress', props: { action: 'display_progress', actionData: sampleProgress } },
  { label: 'Team', props: { action: 'display_team', actionData: sampleTeam } },
  { label: 'Quick actions', props: { action: 'display_quick_actions', actionData: sampleQuickActions } },
  {
    label: 'Quick actions, busy',
    props: { action: 'display_quick_actions', actionData: sampleQuickActions, busy: true },
  },
];

/** Every result renderer side by side. */
export const Catalog: Story = {
  parameters: { catalog: true },
  render: (args) => (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${bubbleWidth}px, 1fr))`,
        gap: 3,
        alignItems: 'start',
      }}
    >
      {catalog.map((entry) => (
        <Box key={entry.label}>
          <Typography variant="overline" color="text.secondary" component="p">
            {entry.label}
          </Typography>
          <ChatActionResult
            {...entry.props}
            onQuickAction={args.onQuickAction}
            onNavigate={args.onNavigate}
          />
        </Box>
      ))}
    </Box>
  ),
};
