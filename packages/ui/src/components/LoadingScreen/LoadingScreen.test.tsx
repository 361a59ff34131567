import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('announces what is loading, with the default label when none is given', () => {
    const { rerender } = render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<LoadingScreen label="Loading task..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading task...');
  });
});
