import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadToasts, ToastProvider, type ToastVariant, useToast, useToastSequence } from './ToastProvider';

function Trigger({ message, variant }: { message: string; variant?: ToastVariant }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message, { variant })}>
      Show {message}
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows a toast that can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger message="Project saved" variant="success" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Project saved' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Project saved');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Project saved')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('announces errors as alerts', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger message="Could not save" variant="error" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Could not save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
  });

  it('closes a toast on its own after the auto-close delay', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider autoHideMs={100}>
        <Trigger message="Copied" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Copied' }));
    expect(await screen.findByText('Copied')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Copied')).not.toBeInTheDocument(), { timeout: 3000 });
  });
});

function Sequence() {
  const showSequence = useToastSequence();
  return (
    <button type="button" onClick={() => showSequence(['First tip', 'Second tip'], { spacingMs: 2000 })}>
      Show tips
    </button>
  );
}

describe('useToastSequence', () => {
  it('shows each toast one pause after the one before', async () => {
    await preloadToasts();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(
        <ToastProvider>
          <Sequence />
        </ToastProvider>,
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Show tips' }));
      expect(screen.queryByText('First tip')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(await screen.findByText('First tip')).toBeInTheDocument();
      expect(screen.queryByText('Second tip')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(await screen.findByText('Second tip')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
