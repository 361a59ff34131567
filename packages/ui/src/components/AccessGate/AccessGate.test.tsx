import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessGate } from './AccessGate';

const content = <button type="button">Save branding</button>;
const upgrade = { kind: 'upgrade', feature: 'branding', plan: 'pro' } as const;

describe('AccessGate', () => {
  it('shows the content when allowed, and nothing in hide mode otherwise', () => {
    const { unmount } = render(<AccessGate decision={{ kind: 'ok' }}>{content}</AccessGate>);
    expect(screen.getByRole('button', { name: 'Save branding' })).toBeVisible();
    unmount();
    const { container } = render(
      <AccessGate decision={upgrade} mode="hide">
        {content}
      </AccessGate>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('disables the content with the reason and offers Upgrade Now', async () => {
    const onUpgrade = vi.fn();
    render(
      <AccessGate decision={upgrade} mode="disable" onUpgrade={onUpgrade}>
        {content}
      </AccessGate>,
    );
    expect(screen.getByText('Upgrade Required: this needs the Pro plan.')).toBeVisible();
    // Inert: the content is out of reach of the keyboard and of assistive technology.
    expect(screen.getByText('Save branding').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('group')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it("shows the 'Upgrade Required', 'Access Restricted' and 'Access Denied' cards", () => {
    const { unmount } = render(
      <AccessGate decision={upgrade} onUpgrade={vi.fn()}>
        {content}
      </AccessGate>,
    );
    expect(screen.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
    unmount();
    const second = render(
      <AccessGate decision={{ kind: 'restricted', roles: ['org_admin'] }}>{content}</AccessGate>,
    );
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    second.unmount();
    render(<AccessGate decision={{ kind: 'denied' }}>{content}</AccessGate>);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
