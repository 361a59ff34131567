import { NOT_FOUND_TEXTS } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageHeaderProvider, usePageHeaderContent } from '../PageHeader/PageHeader';
import { QueryState } from './QueryState';

function ShellTitle() {
  return <h1>{usePageHeaderContent()?.title ?? 'Welcome back!'}</h1>;
}

describe('QueryState', () => {
  it('announces what is loading', () => {
    render(<QueryState status="loading" label="Loading tasks..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks...');
  });

  it('shows what failed and why, and asks again on Retry', async () => {
    const onRetry = vi.fn();
    render(
      <QueryState
        status="error"
        title="The project could not be loaded."
        message="Server unavailable"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The project could not be loaded. Server unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows its heading, the help and the way back for an item that is not there', () => {
    render(<QueryState status="notFound" {...NOT_FOUND_TEXTS.project} backHref="/projects" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This project is not available' })).toBeVisible();
    expect(screen.getByText(NOT_FOUND_TEXTS.project.description)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Projects' })).toHaveAttribute('href', '/projects');
  });

  it("puts the not-found heading in the shell's header when there is one", () => {
    render(
      <PageHeaderProvider>
        <ShellTitle />
        <main>
          <QueryState status="notFound" {...NOT_FOUND_TEXTS.task} backHref="/tasks" />
        </main>
      </PageHeaderProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Task not found' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to My Tasks' })).toBeVisible();
  });
});
