import { ASSISTANT_MESSAGES } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../../theme';
import { ChatActionResult, type ChatActionResultProps } from './ChatActionResult';
import {
  sampleProgress,
  sampleProjects,
  sampleQuickActions,
  sampleTasks,
  sampleTeam,
  shortTasks,
} from './fixtures';

function Providers({ children }: { children: React.ReactNode }) {
  return <AppThemeProvider defaultMode="light">{children}</AppThemeProvider>;
}

function setup(props: Pick<ChatActionResultProps, 'action' | 'actionData'> & Partial<ChatActionResultProps>) {
  const onQuickAction = vi.fn();
  const user = userEvent.setup();
  const view = render(<ChatActionResult onQuickAction={onQuickAction} {...props} />, { wrapper: Providers });
  return { user, onQuickAction, container: view.container };
}

describe('TaskListResult', () => {
  it('shows the first 6 tasks and toggles the rest with Show more / Show less', async () => {
    const { user } = setup({ action: 'display_tasks', actionData: sampleTasks });
    const card = screen.getByRole('group', { name: 'Tasks' });
    const list = within(card).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(card).getByText('6 of 14')).toBeVisible();

    const toggle = within(card).getByRole('button', { name: ASSISTANT_MESSAGES.showMore });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(sampleTasks.tasks.length);
    expect(within(card).getByText(`${sampleTasks.tasks.length} of 14`)).toBeVisible();

    await user.click(within(card).getByRole('button', { name: ASSISTANT_MESSAGES.showLess }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  it('links each task to its page and offers View All Tasks', () => {
    setup({ action: 'display_tasks', actionData: sampleTasks });
    const first = sampleTasks.tasks[0]!;
    expect(screen.getByRole('link', { name: new RegExp(first.title) })).toHaveAttribute(
      'href',
      `/tasks/${first.id}`,
    );
    expect(screen.getByRole('link', { name: ASSISTANT_MESSAGES.viewAllTasks })).toHaveAttribute(
      'href',
      '/tasks',
    );
  });

  it('navigates through onNavigate on a plain click', async () => {
    const onNavigate = vi.fn();
    const { user } = setup({ action: 'display_tasks', actionData: sampleTasks, onNavigate });
    await user.click(screen.getByRole('link', { name: /Fix the login redirect/ }));
    expect(onNavigate).toHaveBeenCalledWith(`/tasks/${sampleTasks.tasks[2]!.id}`);
    await user.click(screen.getByRole('link', { name: ASSISTANT_MESSAGES.viewAllTasks }));
    expect(onNavigate).toHaveBeenLastCalledWith('/tasks');
  });

  it('shows each status as a readable label', () => {
    setup({ action: 'display_tasks', actionData: shortTasks });
    expect(screen.getByText('Done')).toBeVisible();
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getByText('To do')).toBeVisible();
  });

  it('has no toggle when every task fits', () => {
    setup({ action: 'display_tasks', actionData: shortTasks });
    expect(screen.queryByRole('button', { name: ASSISTANT_MESSAGES.showMore })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('ProjectListResult', () => {
  it('shows the summary and the first 3 projects with status, priority and progress', async () => {
    const { user } = setup({ action: 'display_projects', actionData: sampleProjects });
    const card = screen.getByRole('group', { name: 'Projects' });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Avg. progress', 'Active', 'Completed', 'Total']);
    expect(values).toEqual(['49%', '2', '1', '5']);

    const list = within(card).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Website redesign')).toBeVisible();
    expect(within(list).getByRole('progressbar', { name: 'Website redesign progress' })).toHaveAttribute(
      'aria-valuenow',
      '68',
    );
    expect(within(list).getByText('68%')).toBeVisible();
    expect(within(list).getByText('6 members')).toBeVisible();
    expect(within(list).getByText('Planning')).toBeVisible();
    expect(within(list).getByText('High')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: ASSISTANT_MESSAGES.showMore }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('1 member')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: ASSISTANT_MESSAGES.showLess }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('ProgressResult', () => {
  it('shows the rounded progress and the task counts', () => {
    setup({ action: 'display_progress', actionData: sampleProgress });
    const card = screen.getByRole('group', { name: 'Progress' });
    expect(within(card).getByText('62%')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['To do', 'In progress', 'Completed']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['9', '6', '25']);
  });
});

describe('TeamResult', () => {
  it('shows at most 4 members with their roles, and how many more there are', () => {
    setup({ action: 'display_team', actionData: sampleTeam });
    const card = screen.getByRole('group', { name: 'Team' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card).getByText('Priya Sharma')).toBeVisible();
    expect(within(card).getByText('Team lead')).toBeVisible();
    expect(within(card).queryByText('Sofia Rossi')).not.toBeInTheDocument();
    expect(within(card).getByText('7 members')).toBeVisible();
    expect(within(card).getByText('+3 more members')).toBeVisible();
  });
});

describe('QuickActionsResult', () => {
  it('offers at most 4 actions and reports the command of the one clicked', async () => {
    const { user, onQuickAction } = setup({
      action: 'display_quick_actions',
      actionData: sampleQuickActions,
    });
    const buttons = within(screen.getByRole('group', { name: 'Quick actions' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(
      sampleQuickActions.quickActions.slice(0, 4).map((action) => action.label),
    );
    await user.click(screen.getByRole('button', { name: 'Project progress' }));
    expect(onQuickAction).toHaveBeenCalledWith('show project progress');
  });

  it('is disabled while a request is in flight', () => {
    setup({ action: 'display_quick_actions', actionData: sampleQuickActions, busy: true });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('ChatActionResult', () => {
  it('renders nothing for actions without a display, or data that does not fit the action', () => {
    const navigate = setup({ action: 'navigate', actionData: { route: '/projects' } });
    expect(navigate.container).toBeEmptyDOMElement();
    navigate.container.remove();
    const created = setup({ action: 'task_created', actionData: { id: 'x' } });
    expect(created.container).toBeEmptyDOMElement();
    created.container.remove();
    const malformed = setup({ action: 'display_tasks', actionData: { tasks: 'none' } });
    expect(malformed.container).toBeEmptyDOMElement();
  });
});
