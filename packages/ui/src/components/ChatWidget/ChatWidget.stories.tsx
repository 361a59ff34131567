import {
  ASSISTANT_MESSAGES,
  type ChatMessage,
  type ChatReplyRating,
  type ChatReplyRatingState,
} from '@app/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleProgress,
  sampleProjects,
  sampleQuickActions,
  sampleTasks,
  sampleTeam,
} from '../ChatActionResult/fixtures';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';
import {
  conversationWithError,
  conversationWithEveryResult,
  conversationWithFollowUps,
  ratedConversation,
  sampleRatings,
  sampleSuggestions,
  shortConversation,
  utcTime,
} from './fixtures';

/** Holds `open` like a host would, so the launcher and close buttons work in the canvas. */
function ControlledChatWidget(args: ChatWidgetProps) {
  const [open, setOpen] = useState(args.open);
  useEffect(() => setOpen(args.open), [args.open]);
  return (
    <ChatWidget
      {...args}
      open={open}
      onOpenChange={(next) => {
        args.onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const meta = {
  title: 'Assistant/ChatWidget',
  component: ChatWidget,
  parameters: {
    layout: 'fullscreen',
    // The widget is fixed to the viewport: in the docs page every story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
  args: {
    open: true,
    messages: [],
    loading: false,
    suggestions: sampleSuggestions,
    formatTimestamp: utcTime,
    onOpenChange: fn(),
    onSend: fn(),
    onClearHistory: fn(),
    onQuickAction: fn(),
    onSuggestionUsed: fn(),
    onErrorDismissed: fn(),
    onFollowUp: fn(),
    onRate: fn(),
    onNavigate: fn(),
    shortcut: 'Alt+Shift+A',
  },
  render: (args) => (
    <Box sx={{ minHeight: '100vh', p: 3 }}>
      <Typography color="text.secondary">The page behind the assistant.</Typography>
      <ControlledChatWidget {...args} />
    </Box>
  ),
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const launcher = canvas.getByRole('button', { name: 'Open AI assistant' });
    await userEvent.hover(launcher);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(ASSISTANT_MESSAGES.tooltip);
    await expect(tooltip).toHaveTextContent(ASSISTANT_MESSAGES.startChatting);
    await userEvent.unhover(launcher);
    await userEvent.click(launcher);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Message the assistant' })).toHaveFocus(),
    );
  },
};

export const OpenEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ASSISTANT_MESSAGES.greeting)).toBeVisible();
    const group = canvas.getByRole('group', { name: ASSISTANT_MESSAGES.tryAsking });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(group).getByRole('button', { name: sampleSuggestions[0] }));
    await expect(args.onSuggestionUsed).toHaveBeenCalledWith(sampleSuggestions[0]);
    await expect(args.onSend).toHaveBeenCalledWith(sampleSuggestions[0]);
  },
};

export const SendMessage: Story = {
  args: { messages: shortConversation },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Message the assistant' });
    const send = canvas.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await userEvent.type(input, '   Show overdue tasks   ');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('Show overdue tasks');
    await expect(input).toHaveValue('');
  },
};

export const SuggestionsPopup: Story = {
  args: { messages: shortConversation },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Message the assistant' }));
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(sampleSuggestions.length);
    await userEvent.click(within(listbox).getByRole('option', { name: sampleSuggestions[2] }));
    await expect(args.onSuggestionUsed).toHaveBeenCalledWith(sampleSuggestions[2]);
    await expect(args.onSend).toHaveBeenCalledWith(sampleSuggestions[2]);
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The popup by keyboard: nothing to open when no suggestion matches; ArrowUp wraps to the last one. */
export const SuggestionsByKeyboard: Story = {
  args: { messages: shortConversation },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Message the assistant' });
    await userEvent.type(input, 'zzz');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions' });
    const last = within(listbox).getByRole('option', { name: sampleSuggestions.at(-1) });
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSuggestionUsed).toHaveBeenCalledWith(sampleSuggestions.at(-1));
    await expect(args.onSend).toHaveBeenCalledWith(sampleSuggestions.at(-1));
  },
};

/** With the default time format: the viewer's local time, and no time for a timestamp that is not a date. */
export const DefaultTimeFormat: Story = {
  args: {
    formatTimestamp: undefined,
    messages: [
      { id: 't1', sender: 'user', text: 'What is due today?', timestamp: '2025-03-14T09:10:00.000Z' },
      {
        id: 't2',
        sender: 'bot',
        text: 'Nothing is due today.',
        timestamp: 'not a time',
        confidence: 0.8,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    const times = log.querySelectorAll('time');
    await expect(times).toHaveLength(1);
    await expect(times[0]).toHaveAttribute('datetime', '2025-03-14T09:10:00.000Z');
    await expect(times[0]).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(
        new Date('2025-03-14T09:10:00.000Z'),
      ),
    );
    // The reply's line holds its confidence alone.
    await expect(within(log).getByText('80% confidence')).toHaveTextContent(/^80% confidence$/);
  },
};

export const Conversation: Story = {
  args: { messages: conversationWithEveryResult },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tasks = canvas.getByRole('group', { name: 'Tasks' });
    await expect(within(tasks).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(tasks).getByRole('button', { name: ASSISTANT_MESSAGES.showMore }));
    await expect(within(tasks).getAllByRole('listitem')).toHaveLength(sampleTasks.tasks.length);
    await userEvent.click(within(tasks).getByRole('button', { name: ASSISTANT_MESSAGES.showLess }));
    const quickActions = canvas.getByRole('group', { name: 'Quick actions' });
    await userEvent.click(within(quickActions).getByRole('button', { name: 'Create a task' }));
    await expect(args.onQuickAction).toHaveBeenCalledWith('create a new task');
  },
};

/** Buttons under replies: Undo after a change, a choice between two matches, Confirm before a bulk change. */
export const FollowUps: Story = {
  args: { messages: conversationWithFollowUps },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group', { name: 'Next steps' });
    await expect(groups).toHaveLength(3);
    await userEvent.click(within(groups[0]!).getByRole('button', { name: 'Undo' }));
    await expect(args.onFollowUp).toHaveBeenCalledWith(
      conversationWithFollowUps[1]!.followUps![0],
      conversationWithFollowUps[1],
    );
    await userEvent.click(within(groups[1]!).getByRole('button', { name: 'Website Analytics' }));
    await expect(args.onFollowUp).toHaveBeenLastCalledWith(
      conversationWithFollowUps[3]!.followUps![1],
      conversationWithFollowUps[3],
    );
  },
};

/**
 * Thumbs up and down under each reply the server stored: the host keeps the ratings. Here a rating of the last
 * reply is taken, and the second reply's rating failed to send (it shows unset, spec 8.7 only logs it). The reply from the history (no id) has none.
 */
export const Feedback: Story = {
  args: { messages: ratedConversation, ratings: sampleRatings },
  render: function Render(args) {
    const [ratings, setRatings] = useState<Record<string, ChatReplyRatingState>>({ ...args.ratings });
    const rate = (messageId: string, rating: ChatReplyRating) => {
      args.onRate?.(messageId, rating);
      setRatings((current) => ({ ...current, [messageId]: { rating, failed: false } }));
    };
    return (
      <Box sx={{ minHeight: '100vh', p: 3 }}>
        <Typography color="text.secondary">The page behind the assistant.</Typography>
        <ControlledChatWidget {...args} ratings={ratings} onRate={rate} />
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group', { name: 'Rate this reply' });
    // Three stored replies; the one from the history has no thumbs.
    await expect(groups).toHaveLength(3);
    const [first, second, third] = groups as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(first).getByRole('button', { name: 'Helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(first).getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(within(second).getByRole('button', { name: 'Helpful' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Pressing the pressed thumb sends nothing; the other one rates again.
    await userEvent.click(within(first).getByRole('button', { name: 'Helpful' }));
    await expect(args.onRate).not.toHaveBeenCalled();
    await userEvent.click(within(third).getByRole('button', { name: 'Not helpful' }));
    await expect(args.onRate).toHaveBeenLastCalledWith('msg-103', 'not_helpful');
    await expect(within(third).getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(third).getByRole('button', { name: 'Helpful' }));
    await expect(args.onRate).toHaveBeenLastCalledWith('msg-103', 'helpful');
    await expect(within(third).getByRole('button', { name: 'Helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(third).getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    messages: [...shortConversation, { ...shortConversation[0]!, id: 'pending', text: 'And tomorrow?' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ASSISTANT_MESSAGES.thinking)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Message the assistant' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

export const ErrorBanner: Story = {
  args: { messages: conversationWithError, error: 'Request failed with status code 503' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status code 503');
  },
};

export const ErrorMessage: Story = {
  args: { messages: conversationWithError },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ASSISTANT_MESSAGES.sendFailure)).toBeVisible();
  },
};

const manyTasks = {
  totalCount: 42,
  tasks: Array.from({ length: 18 }, (_, index) => ({
    id: `65f0c0ffee0000000000a${String(index).padStart(3, '0')}`,
    title:
      index % 5 === 0
        ? `Coordinate the cross-team release checklist for the spring launch, part ${index + 1}`
        : `Follow-up task ${index + 1}`,
    status: (['todo', 'in-progress', 'done'] as const)[index % 3]!,
  })),
};

export const LongLists: Story = {
  args: {
    messages: [
      {
        id: 'l1',
        sender: 'user',
        text: 'List everything that is still open across all of my projects, including the ones I only follow, and group nothing.',
        timestamp: '2025-03-14T11:00:00.000Z',
      },
      {
        id: 'l2',
        sender: 'bot',
        text: 'You have 42 tasks. Here are the first 18.',
        timestamp: '2025-03-14T11:00:00.000Z',
        action: 'display_tasks',
        actionData: manyTasks,
        confidence: 0.66,
      },
      {
        id: 'l3',
        sender: 'bot',
        text: 'And every project you are part of:',
        timestamp: '2025-03-14T11:01:00.000Z',
        action: 'display_projects',
        actionData: {
          ...sampleProjects,
          totalCount: 9,
          projects: [...sampleProjects.projects, ...sampleProjects.projects.slice(0, 4)],
          summary: { averageProgress: 47.8, activeProjects: 4, completedProjects: 2, totalProjects: 9 },
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const projects = canvas.getByRole('group', { name: 'Projects' });
    await userEvent.click(within(projects).getByRole('button', { name: ASSISTANT_MESSAGES.showMore }));
    await expect(within(projects).getAllByRole('listitem')).toHaveLength(9);
  },
};

const reply = (text: string, id: string): ChatMessage => {
  const base = { id, sender: 'bot' as const, timestamp: new Date().toISOString(), confidence: 0.9 };
  const lower = text.toLowerCase();
  if (lower.includes('task'))
    return { ...base, text: 'Here are your tasks.', action: 'display_tasks', actionData: sampleTasks };
  if (lower.includes('project'))
    return { ...base, text: 'Your projects:', action: 'display_projects', actionData: sampleProjects };
  if (lower.includes('progress'))
    return { ...base, text: 'Progress so far:', action: 'display_progress', actionData: sampleProgress };
  if (lower.includes('team'))
    return { ...base, text: 'Your team:', action: 'display_team', actionData: sampleTeam };
  return {
    ...base,
    text: 'I can help with tasks, projects, progress and your team.',
    action: 'display_quick_actions',
    actionData: sampleQuickActions,
  };
};

/** A canned assistant in the canvas: try 'tasks', 'projects', 'progress' or 'team'. */
export const Playground: Story = {
  args: { open: false },
  render: function Render(args) {
    const [messages, setMessages] = useState<ChatMessage[]>([]);
    const [loading, setLoading] = useState(false);
    const counter = useRef(0);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    const send = (text: string) => {
      args.onSend(text);
      counter.current += 2;
      const id = String(counter.current);
      setMessages((list) => [
        ...list,
        { id: `u${id}`, sender: 'user', text, timestamp: new Date().toISOString() },
      ]);
      setLoading(true);
      timer.current = setTimeout(() => {
        setMessages((list) => [...list, reply(text, `b${id}`)]);
        setLoading(false);
      }, 900);
    };
    return (
      <Box sx={{ minHeight: '100vh', p: 3 }}>
        <Typography color="text.secondary">Open the assistant in the corner and ask something.</Typography>
        <ControlledChatWidget
          {...args}
          messages={messages}
          loading={loading}
          onSend={send}
          onQuickAction={(command) => {
            args.onQuickAction(command);
            send(command);
          }}
          onClearHistory={() => {
            args.onClearHistory();
            setMessages([]);
          }}
        />
      </Box>
    );
  },
};

const catalog: { label: string; props: Partial<ChatWidgetProps> }[] = [
  { label: 'Closed', props: { open: false } },
  { label: 'Open, empty', props: {} },
  { label: 'Conversation', props: { messages: conversationWithEveryResult } },
  { label: 'Loading', props: { messages: shortConversation, loading: true } },
  { label: 'Follow-ups', props: { messages: conversationWithFollowUps } },
  { label: 'Feedback', props: { messages: ratedConversation, ratings: sampleRatings } },
  {
    label: 'Error banner and error message',
    props: { messages: conversationWithError, error: 'Request failed with status code 503' },
  },
];

/** Every state side by side; each frame is the viewport its widget is fixed to. */
export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 3 }}>
      {catalog.map((entry) => (
        <Box key={entry.label} sx={{ width: 448 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {entry.label}
          </Typography>
          <Box
            sx={{
              position: 'relative',
              height: 760,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'background.default',
              // A transformed box is the containing block of its fixed children, so each widget stays in its frame.
              transform: 'translateZ(0)',
            }}
          >
            <ChatWidget
              {...args}
              {...entry.props}
              landmarkLabel={`Assistant: ${entry.label}`}
              focusOnMount={false}
            />
          </Box>
        </Box>
      ))}
    </Box>
  ),
};
