import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentThread } from './CommentThread';
import { COMMENTS, NOW } from './fixtures';

describe('CommentThread', () => {
  it('lists the comments oldest first with author, relative time and text', () => {
    render(<CommentThread comments={COMMENTS} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ada Lovelace3 days ago'),
      expect.stringContaining('Grace Hopper2 hours ago'),
      expect.stringContaining('Ada Lovelace5 minutes ago'),
    ]);
    expect(within(items[0]!).getByText('A')).toBeInTheDocument();
  });

  it('keeps line breaks and shows markup as text', () => {
    render(<CommentThread comments={COMMENTS} now={NOW} />);
    expect(screen.getByText('First draft is up <b>for review</b>.')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/Looks good\./).textContent).toBe('Looks good.\nShipping it tomorrow.');
  });

  it('shows the empty text', () => {
    render(<CommentThread comments={[]} now={NOW} onAdd={vi.fn()} />);
    expect(screen.getByText('No comments yet')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeVisible();
  });

  it('posts a comment, counts characters and clears the field after it is saved', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockResolvedValue(undefined);
    render(<CommentThread comments={[]} now={NOW} onAdd={onAdd} />);
    const field = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(screen.getByText('0 / 2000 characters')).toBeVisible();
    await user.type(field, '  Hello{Shift>}{Enter}{/Shift}there  ');
    expect(screen.getByText('11 / 2000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(onAdd).toHaveBeenCalledWith('Hello\nthere');
    await vi.waitFor(() => expect(field).toHaveValue(''));
  });

  it('keeps the text when posting fails and shows the reason', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockRejectedValue(new Error('Task not found'));
    const { rerender } = render(<CommentThread comments={[]} now={NOW} onAdd={onAdd} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Add a comment' }),
      'Ping{Control>}{Enter}{/Control}',
    );
    expect(onAdd).toHaveBeenCalledWith('Ping');
    rerender(<CommentThread comments={[]} now={NOW} onAdd={onAdd} error="Task not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Task not found');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Ping');
  });

  it('refuses a blank comment and one over the limit', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<CommentThread comments={[]} now={NOW} onAdd={onAdd} maxLength={5} />);
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Comment text is required')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Too long');
    expect(screen.getByText('Comments must be at most 5 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('has no form without onAdd, and a busy state while loading', () => {
    render(<CommentThread comments={[]} loading now={NOW} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading comments' })).toBeInTheDocument();
  });
});
