import type { DiscussionMessage } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ADA,
  CURRENT_USER_ID,
  GRACE,
  LEE,
  MANY_ONLINE_USERS,
  MESSAGES,
  NOW,
  ONLINE_USERS,
  SAM,
} from './fixtures';
import { ProjectDiscussion } from './ProjectDiscussion';

// On a card, as on the project page; the Catalog lays out cards of its own.
const panel: Decorator = (Story) => (
  <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
    <Story />
  </Paper>
);

const meta = {
  title: 'Work/ProjectDiscussion',
  component: ProjectDiscussion,
  args: {
    messages: MESSAGES,
    currentUserId: CURRENT_USER_ID,
    onlineUsers: ONLINE_USERS,
    typingUsers: [],
    now: NOW,
    onSend: fn(),
    onTyping: fn(),
    onStopTyping: fn(),
  },
} satisfies Meta<typeof ProjectDiscussion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [panel] };

export const SomeoneTyping: Story = { decorators: [panel], args: { typingUsers: [SAM] } };

export const TwoTyping: Story = { decorators: [panel], args: { typingUsers: [SAM, LEE] } };

export const ManyTyping: Story = { decorators: [panel], args: { typingUsers: [SAM, LEE, GRACE] } };

/** More people online than the group shows: the rest are behind '+N'. */
export const ManyOnline: Story = { decorators: [panel], args: { onlineUsers: MANY_ONLINE_USERS } };

export const Empty: Story = { decorators: [panel], args: { messages: [], onlineUsers: [ADA] } };

export const Loading: Story = { decorators: [panel], args: { messages: [], loading: true } };

export const Sending: Story = { decorators: [panel], args: { sending: true } };

/** The live connection is down: sending still works over REST. */
export const Disconnected: Story = { decorators: [panel], args: { connected: false } };

/** A reader who may not post (an organization colleague who is not a member). */
export const ReadOnly: Story = {
  decorators: [panel],
  args: { readOnlyNotice: 'Only project members can post in this discussion.' },
};

export const Failed: Story = {
  decorators: [panel],
  args: { error: 'Your message could not be sent. Try again.' },
};

function Conversation() {
  const [messages, setMessages] = useState<DiscussionMessage[]>(MESSAGES);
  return (
    <ProjectDiscussion
      messages={messages}
      currentUserId={CURRENT_USER_ID}
      onlineUsers={ONLINE_USERS}
      typingUsers={[]}
      now={NOW}
      onSend={async (text) =>
        setMessages((current) => [
          ...current,
          {
            id: `m${String(current.length + 1).padStart(23, '0')}`,
            discussionId: 'f0000000000000000000000f',
            projectId: 'f0000000000000000000000f',
            text,
            author: ADA,
            timestamp: NOW.toISOString(),
          },
        ])
      }
    />
  );
}

export const SendMessage: Story = {
  decorators: [panel],
  render: () => <Conversation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'On it.{Shift>}{Enter}{/Shift}Back in 10.');
    await userEvent.keyboard('{Enter}');
    const log = canvas.getByRole('log', { name: 'Discussion messages' });
    await expect(await within(log).findByText(/Back in 10\./)).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start', gap: 3 }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProjectDiscussion
          messages={MESSAGES}
          currentUserId={CURRENT_USER_ID}
          onlineUsers={ONLINE_USERS}
          typingUsers={[SAM, LEE]}
          now={NOW}
          onSend={args.onSend}
          title="Conversation"
          headingLevel="h3"
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProjectDiscussion
          messages={MESSAGES.slice(0, 2)}
          currentUserId={CURRENT_USER_ID}
          onlineUsers={MANY_ONLINE_USERS}
          typingUsers={[SAM, LEE, GRACE]}
          now={NOW}
          onSend={args.onSend}
          sending
          title="Many online, sending"
          headingLevel="h3"
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProjectDiscussion
          messages={[]}
          currentUserId={CURRENT_USER_ID}
          onlineUsers={[ADA]}
          typingUsers={[]}
          now={NOW}
          onSend={args.onSend}
          title="Empty"
          headingLevel="h3"
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProjectDiscussion
          messages={[]}
          loading
          currentUserId={CURRENT_USER_ID}
          onlineUsers={ONLINE_USERS}
          typingUsers={[]}
          now={NOW}
          onSend={args.onSend}
          title="Loading"
          headingLevel="h3"
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProjectDiscussion
          messages={MESSAGES.slice(2)}
          currentUserId={CURRENT_USER_ID}
          onlineUsers={[ADA]}
          typingUsers={[]}
          now={NOW}
          onSend={args.onSend}
          connected={false}
          error="Your message could not be sent. Try again."
          title="Disconnected, send failed"
          headingLevel="h3"
        />
      </Paper>
    </Box>
  ),
};
