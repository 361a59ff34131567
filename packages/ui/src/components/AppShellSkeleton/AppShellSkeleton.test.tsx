import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppShellSkeleton } from './AppShellSkeleton';

describe('AppShellSkeleton', () => {
  it("shows the page's title and subtitle, announces the load and offers nothing to press", () => {
    const { container } = render(
      <AppShellSkeleton title="Dashboard" subtitle="Where your projects and tasks stand today." />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Where your projects and tasks stand today.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(container.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    // Every placeholder is hidden from assistive technology.
    const placeholders = [...container.querySelectorAll('.MuiSkeleton-root')];
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.every((element) => element.closest('[aria-hidden="true"]'))).toBe(true);
  });

  it('stands a placeholder line in for a subtitle only the server knows', () => {
    const { container } = render(<AppShellSkeleton title="Organization Dashboard" />);
    const header = container.querySelector('header');
    expect(header?.querySelectorAll('p')).toHaveLength(0);
    expect(header?.querySelector('.MuiSkeleton-text')).not.toBeNull();
  });

  it('renders to HTML without a browser, its layout in CSS alone', () => {
    const html = renderToString(<AppShellSkeleton title="Dashboard" />);
    expect(html).toContain('<h1');
    expect(html).toContain('Dashboard');
  });
});
