import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnderConstruction } from './UnderConstruction';

describe('UnderConstruction', () => {
  it('is a section named by the screen it stands for, with a way home', () => {
    render(<UnderConstruction title="Reports" homeHref="/dashboard" homeLabel="Back to dashboard" />);
    expect(screen.getByRole('region', { name: 'Reports' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
