import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh LazyTooltip whose MUI Tooltip arrives when `arrive` is called (the test setup preloads the shared one). */
async function freshLazyTooltip() {
  let arrive = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.resetModules();
  vi.doMock('@mui/material/Tooltip', async (importOriginal) => {
    await arrival;
    return importOriginal();
  });
  const { LazyTooltip } = await import('./LazyTooltip');
  return { LazyTooltip, arrive };
}

afterEach(() => {
  vi.doUnmock('@mui/material/Tooltip');
});

describe('LazyTooltip', () => {
  it('names the child by its tooltip at once, and opens for a pointer that rested on it while loading', async () => {
    const { LazyTooltip, arrive } = await freshLazyTooltip();
    const user = userEvent.setup();
    render(
      <LazyTooltip title="Notifications">
        <button type="button">🔔</button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Notifications' });
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Notifications');
    // The pointer leaves the element now under it (user-event would still aim at the one from before the load).
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps the child’s own name and a keyboard focus it had while the tooltip loaded', async () => {
    const { LazyTooltip, arrive } = await freshLazyTooltip();
    const user = userEvent.setup();
    render(
      <LazyTooltip title="Show password">
        <button type="button" aria-label="Show the password">
          👁
        </button>
      </LazyTooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show the password' })).toHaveFocus();
    arrive();
    // Once loaded, the tooltip describes nothing new: the child's name stays, and so does the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Show the password' })).toHaveAttribute(
        'data-mui-internal-clone-element',
      ),
    );
    expect(screen.getByRole('button', { name: 'Show the password' })).toHaveFocus();
  });

  it('lets a click pressed while the tooltip arrives reach its button, then mounts the tooltip', async () => {
    const { LazyTooltip, arrive } = await freshLazyTooltip();
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Account menu">
        <button type="button" onClick={onClick}>
          PS
        </button>
      </LazyTooltip>,
    );
    const pressedButton = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.pointerDown(pressedButton);
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Still the element the press started on: the tooltip waits for the release.
    expect(screen.getByRole('button', { name: 'Account menu' })).toBe(pressedButton);
    fireEvent.pointerUp(pressedButton);
    fireEvent.click(pressedButton);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
        'data-mui-internal-clone-element',
      ),
    );
  });

  it('gives a described child the text as its title until the tooltip opens', async () => {
    const { LazyTooltip } = await freshLazyTooltip();
    render(
      <LazyTooltip title="≈ €92.00" describeChild>
        <span>$100</span>
      </LazyTooltip>,
    );
    expect(screen.getByText('$100')).toHaveAttribute('title', '≈ €92.00');
  });
});
