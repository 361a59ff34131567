import type { Comment } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentThread } from './CommentThread';
import { COMMENTS, NOW } from './fixtures';

const meta = {
  title: 'Work/CommentThread',
  component: CommentThread,
  args: { comments: COMMENTS, now: NOW, onAdd: fn() },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Posting() {
  const [comments, setComments] = useState<Comment[]>(COMMENTS);
  return (
    <CommentThread
      comments={comments}
      now={NOW}
      onAdd={(text) =>
        setComments((current) => [
          ...current,
          {
            _id: `c0000000000000000000010${current.length}`,
            taskId: 'd0000000000000000000000d',
            text,
            author: { _id: 'e0000000000000000000000e', name: 'You', email: 'you@example.com' },
            createdAt: NOW.toISOString(),
          },
        ])
      }
    />
  );
}

export const AddComment: Story = {
  render: () => <Posting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'On it.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(await canvas.findByText('On it.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Comments (4)' })).toBeVisible();
  },
};

export const Empty: Story = { args: { comments: [] } };

export const Loading: Story = { args: { comments: [], loading: true } };

export const PostingInFlight: Story = { args: { posting: true } };

export const Failed: Story = { args: { error: 'You cannot comment on this task' } };

export const ReadOnly: Story = { args: { onAdd: undefined } };

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <CommentThread
        comments={COMMENTS}
        now={NOW}
        onAdd={args.onAdd}
        title="With comments"
        headingLevel="h3"
      />
      <CommentThread comments={[]} now={NOW} onAdd={args.onAdd} title="Empty" headingLevel="h3" />
      <CommentThread comments={[]} loading now={NOW} title="Loading" headingLevel="h3" />
      <CommentThread
        comments={COMMENTS.slice(0, 1)}
        now={NOW}
        onAdd={args.onAdd}
        posting
        title="Posting"
        headingLevel="h3"
      />
      <CommentThread
        comments={COMMENTS.slice(0, 1)}
        now={NOW}
        onAdd={args.onAdd}
        error="You cannot comment on this task"
        title="Failed"
        headingLevel="h3"
      />
      <CommentThread comments={COMMENTS.slice(0, 2)} now={NOW} title="Read only" headingLevel="h3" />
    </Box>
  ),
};
