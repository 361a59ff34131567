import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeError, ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows the spec texts, the error and the ways out', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<ErrorScreen error={new Error('Network request failed')} onReload={onReload} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('The application encountered an unexpected error')).toBeVisible();
    expect(screen.getByText('Network request failed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Emergency Login' })).toHaveAttribute(
      'href',
      '/public-login',
    );
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('collapses the stack trace until asked', async () => {
    const user = userEvent.setup();
    const error = new Error('Boom');
    error.stack = 'Error: Boom\n    at Dashboard (Dashboard.tsx:12:9)';
    render(<ErrorScreen error={error} />);
    const toggle = screen.getByRole('button', { name: 'Show stack trace' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide stack trace' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Stack trace')).toHaveTextContent('at Dashboard (Dashboard.tsx:12:9)');
  });

  it('shows no stack control for an error without one', () => {
    render(<ErrorScreen error="Something odd" />);
    expect(screen.getByText('Something odd')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show stack trace' })).not.toBeInTheDocument();
  });
});

describe('describeError', () => {
  it('reads errors, strings and router error responses', () => {
    expect(describeError(new TypeError('bad')).message).toBe('bad');
    expect(describeError('plain')).toEqual({ message: 'plain' });
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({ message: '404 Not Found' });
    expect(describeError(undefined)).toEqual({ message: 'Unknown error' });
  });
});
