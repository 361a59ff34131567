import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteTabs } from './RouteTabs';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'tasks', label: 'Tasks' },
] as const;

describe('RouteTabs', () => {
  it('links each tab to its URL, marks the one of the URL and labels its panel', () => {
    render(
      <RouteTabs
        tabs={tabs}
        value="tasks"
        href={(tab) => `/projects/1?tab=${tab}`}
        aria-label="Project sections"
      >
        <p>Task list</p>
      </RouteTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Project sections' })).toBeVisible();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    const current = screen.getByRole('tab', { name: 'Tasks' });
    expect(overview).toHaveAttribute('href', '/projects/1?tab=overview');
    expect(overview).toHaveAttribute('aria-selected', 'false');
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tabpanel', { name: 'Tasks' })).toHaveTextContent('Task list');
  });
});
