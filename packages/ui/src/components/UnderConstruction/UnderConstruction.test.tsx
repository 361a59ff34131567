import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnderConstruction } from './UnderConstruction';

describe('UnderConstruction', () => {
  it('names the screen, says it is not built yet and links back', () => {
    render(
      <UnderConstruction
        title="Reports & Analytics"
        description="Charts of your work."
        homeHref="/dashboard"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
    expect(screen.getByText('This screen is not built yet.')).toBeVisible();
    expect(screen.getByText('Charts of your work.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/dashboard');
  });

  it('links to the root by default', () => {
    render(<UnderConstruction title="Settings" />);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
