import type { Comment } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EDITOR_LOAD_MS } from '../../testing/timeouts';
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
    // A plain field until it is wanted: the focus loads the editor, which takes the focus over.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Add a comment' }));
    await canvas.findByRole('button', { name: 'Code block' }, { timeout: EDITOR_LOAD_MS });
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus();
    await userEvent.keyboard('Please look @gr');
    await userEvent.click(await body.findByRole('option', { name: 'Grace Hopper' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      'Please look @Grace Hopper',
      expect.objectContaining({ mentions: ['b0000000000000000000000b'] }),
    );
  },
};

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Files with comments: each comment shows its own (an image as a thumbnail, a PDF by name and size); a new
 * comment takes several, refuses one past 25 MB until it is removed, and posts the rest with it.
 */
export const WithFiles: Story = {
  args: {
    rich: {
      attachFiles: true,
      filesOf: (commentId) =>
        commentId === COMMENTS[0]?._id
          ? [
              { id: 'f1', name: 'login-error.png', size: 48_213, type: 'image/png', url: PIXEL },
              {
                id: 'f2',
                name: 'Security review.pdf',
                size: 1_204_000,
                type: 'application/pdf',
                url: '#pdf',
              },
            ]
          : [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByRole('list', { name: 'Files of the comment' });
    await expect(within(shown).getByRole('img', { name: 'login-error.png' })).toBeVisible();
    await expect(within(shown).getByRole('link', { name: /Security review\.pdf/ })).toHaveTextContent(
      '1.1 MB',
    );

    await userEvent.click(canvas.getByRole('textbox', { name: 'Add a comment' }));
    await userEvent.keyboard('Logs attached');
    await canvas.findByRole('toolbar', { name: 'Formatting' }, { timeout: EDITOR_LOAD_MS });
    const log = new File(['boot ok'], 'boot.log', { type: 'text/plain' });
    const huge = new File([new Uint8Array(26 * 1024 * 1024)], 'dump.bin');
    await userEvent.upload(canvas.getByLabelText('Files for the comment'), [log, huge]);
    await expect(canvas.getByText(/dump\.bin” is 26 MB/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove dump.bin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      'Logs attached',
      expect.objectContaining({ mentions: [] }),
      [log],
    );
    await expect(canvas.queryByRole('button', { name: 'Remove boot.log' })).toBeNull();
  },
};
