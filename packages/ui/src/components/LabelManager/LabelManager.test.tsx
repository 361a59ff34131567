import { LABEL_COLORS, type Label } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelManager, labelChanges, labelColorChoices, labelTaskCount } from './LabelManager';

const BUG: Label = {
  _id: '1'.repeat(24),
  name: 'Bug',
  color: '#d32f2f',
  organizationId: null,
  createdBy: 'a'.repeat(24),
  taskCount: 2,
  createdAt: '2025-06-01T09:00:00.000Z',
};

describe('labelTaskCount', () => {
  it('counts tasks, singular for one', () => {
    expect(labelTaskCount(0)).toBe('0 tasks');
    expect(labelTaskCount(1)).toBe('1 task');
    expect(labelTaskCount(2)).toBe('2 tasks');
  });
});

describe('labelColorChoices', () => {
  it('offers the palette, and a label’s own colour when it is not in it', () => {
    expect(labelColorChoices()).toEqual([...LABEL_COLORS]);
    expect(labelColorChoices('#D32F2F')).toEqual([...LABEL_COLORS]);
    expect(labelColorChoices('#123456')).toEqual([...LABEL_COLORS, '#123456']);
  });
});

describe('labelChanges', () => {
  it('sends only what changed, the name trimmed', () => {
    expect(labelChanges(BUG, { name: ' Bug ', color: '#D32F2F' })).toEqual({});
    expect(labelChanges(BUG, { name: ' Defect ', color: '#d32f2f' })).toEqual({ name: 'Defect' });
    expect(labelChanges(BUG, { name: 'Bug', color: '#388e3c' })).toEqual({ color: '#388e3c' });
    expect(labelChanges(BUG, { name: 'Defect', color: '#388e3c' })).toEqual({
      name: 'Defect',
      color: '#388e3c',
    });
  });
});

describe('LabelManager', { timeout: 20_000 }, () => {
  it('creates a label with the name trimmed and the default colour', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => {});
    render(
      <LabelManager
        labels={[]}
        canEdit={() => true}
        onCreate={onCreate}
        onUpdate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'New label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Docs  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create label' }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledWith({ name: 'Docs', color: LABEL_COLORS[4] }));
  });

  it('sends only the colour, and nothing for a name that differs only by spaces', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(async () => {});
    render(<LabelManager labels={[BUG]} canEdit={() => true} onUpdate={onUpdate} onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'New label' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit “Bug”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit the label “Bug”' });
    await user.click(within(dialog).getByRole('radio', { name: 'Colour 8 of 11, #388e3c' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onUpdate).toHaveBeenCalledWith(BUG._id, { color: '#388e3c' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit “Bug”' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the label “Bug”' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('offers a label’s own colour outside the palette, chosen', async () => {
    const user = userEvent.setup();
    render(
      <LabelManager
        labels={[{ ...BUG, color: '#123456' }]}
        canEdit={() => true}
        onUpdate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit “Bug”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the label “Bug”' });
    expect(within(dialog).getByRole('radio', { name: 'Colour 12 of 12, #123456' })).toBeChecked();
  });
});
