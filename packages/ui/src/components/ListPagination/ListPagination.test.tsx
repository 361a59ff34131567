import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination, PagedListFooter } from './ListPagination';

describe('ListPagination', () => {
  it('shows the summary and the page buttons, and reports the page picked', async () => {
    const onChange = vi.fn();
    render(<ListPagination page={2} pages={3} onChange={onChange} label="Task pages" summary="25 tasks" />);
    expect(screen.getByText('25 tasks')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Task pages' });
    expect(nav).toBeVisible();
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows no page buttons for a single page, and nothing at all without a summary', () => {
    const { rerender, container } = render(
      <ListPagination page={1} pages={1} onChange={vi.fn()} label="Task pages" summary="1 task" />,
    );
    expect(screen.getByText('1 task')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<ListPagination page={1} pages={1} onChange={vi.fn()} label="Task pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a page past the end within the pages there are', () => {
    render(<ListPagination page={9} pages={4} onChange={vi.fn()} label="Project pages" />);
    expect(screen.getByRole('button', { name: 'page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('PagedListFooter counts the whole list and pages it by the limit', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <PagedListFooter
        page={1}
        total={21}
        limit={10}
        onChange={onChange}
        label="Members"
        noun={['member', 'members']}
      />,
    );
    expect(screen.getByText('21 members')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
    rerender(
      <PagedListFooter
        page={1}
        total={1}
        limit={10}
        onChange={onChange}
        label="Members"
        noun={['member', 'members']}
      />,
    );
    expect(screen.getByText('1 member')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Members pages' })).toBeNull();
  });
});
