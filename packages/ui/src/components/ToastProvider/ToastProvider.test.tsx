import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, type ToastVariant, useToast } from './ToastProvider';

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
