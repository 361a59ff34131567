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

const RICH_COMMENT: Comment = {
  _id: 'c00000000000000000000009',
  taskId: 'd0000000000000000000000d',
  text: '@Grace Hopper can you check this?\nconst a = 1;',
  doc: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'mention',
            attrs: { id: 'b0000000000000000000000b', label: 'Grace Hopper', mentionSuggestionChar: '@' },
          },
          { type: 'text', text: ' can you check this?' },
        ],
      },
      { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'const a = 1;' }] },
    ],
  },
  author: { _id: 'a0000000000000000000000a', name: 'Ada Lovelace', email: 'ada@example.com' },
  createdAt: new Date(NOW.getTime() - 60 * 1000).toISOString(),
};

/** Rich comments: formatted in the thread, written in the editor; '@' picks a person, who travels as a mention. */
export const Rich: Story = {
  args: {
    comments: [...COMMENTS, RICH_COMMENT],
    rich: {
      suggest: (trigger, query) =>
        trigger === '@'
          ? [{ id: 'b0000000000000000000000b', label: 'Grace Hopper' }].filter((person) =>
              person.label.toLowerCase().startsWith(query.toLowerCase()),
            )
          : [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('const a = 1;').closest('pre')).not.toBeNull();
    const editor = await canvas.findByRole('textbox', { name: 'Add a comment' }, { timeout: 5000 });
    await userEvent.click(editor);
    await userEvent.keyboard('Please look @gr');
    await userEvent.click(await body.findByRole('option', { name: 'Grace Hopper' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      'Please look @Grace Hopper',
      expect.objectContaining({ mentions: ['b0000000000000000000000b'] }),
    );
  },
};
