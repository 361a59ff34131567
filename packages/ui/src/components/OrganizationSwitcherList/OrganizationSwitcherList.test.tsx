import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleAdministered } from './fixtures';
import { OrganizationSwitcherList } from './OrganizationSwitcherList';

describe('OrganizationSwitcherList', () => {
  it('shows each organization’s figures and marks the current one', () => {
    render(<OrganizationSwitcherList organizations={sampleAdministered} onSwitch={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Your organizations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const globex = screen.getByRole('region', { name: 'Globex Industries' });
    expect(within(globex).getByText('Current')).toBeVisible();
    expect(within(globex).queryByRole('button')).toBeNull();
    const acme = screen.getByRole('region', { name: 'Acme Corporation' });
    expect(within(acme).getByText('21')).toBeVisible();
    expect(within(acme).getByText('Pro')).toBeVisible();
  });

  it('switches to another organization', async () => {
    const onSwitch = vi.fn();
    render(<OrganizationSwitcherList organizations={sampleAdministered} onSwitch={onSwitch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Acme Corporation' }));
    expect(onSwitch).toHaveBeenCalledWith(sampleAdministered[0]);
  });

  it('waits while a switch runs, and says when there is nothing to show', () => {
    const { rerender } = render(
      <OrganizationSwitcherList organizations={sampleAdministered} onSwitch={vi.fn()} switchingId="x" />,
    );
    expect(screen.getByRole('button', { name: 'Switch to Acme Corporation' })).toBeDisabled();
    rerender(<OrganizationSwitcherList organizations={[]} onSwitch={vi.fn()} />);
    expect(screen.getByText('You do not administer any organization yet.')).toBeVisible();
  });
});
