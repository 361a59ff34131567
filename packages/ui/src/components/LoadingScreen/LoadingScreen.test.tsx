import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('announces the default label as a status', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a custom label', () => {
    render(<LoadingScreen label="Checking your session..." fullPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.getByText('Checking your session...')).toBeVisible();
  });
});
