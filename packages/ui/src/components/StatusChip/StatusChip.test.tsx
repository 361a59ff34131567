import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './StatusChip';

describe('StatusChip', () => {
  it('names task statuses, project statuses and priorities', () => {
    render(
      <>
        <StatusChip kind="task" value="in-progress" />
        <StatusChip kind="project" value="on-hold" />
        <StatusChip kind="priority" value="urgent" />
      </>,
    );
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getByText('On hold')).toBeVisible();
    expect(screen.getByText('Urgent')).toBeVisible();
  });

  it('is a button when it has a click handler', () => {
    render(<StatusChip kind="task" value="todo" onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'To do' })).toBeVisible();
  });
});
