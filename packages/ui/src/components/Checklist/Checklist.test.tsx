import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checklist, type ChecklistEntry, type ChecklistMode } from './Checklist';

const ITEMS: ChecklistEntry[] = [
  { id: 'a', text: 'Draft the outline', done: true },
  { id: 'b', text: 'Write the examples', done: false },
  { id: 'c', text: 'Proofread', done: false },
];

function Controlled({ initial = ITEMS, mode = 'edit' as ChecklistMode, onChange = vi.fn() }) {
  const [items, setItems] = useState<ChecklistEntry[]>(initial);
  return (
    <Checklist
      items={items}
      mode={mode}
      onChange={(next) => {
        onChange(next);
        setItems(next);
      }}
    />
  );
}

describe('Checklist', () => {
  it('shows the items, the summary and the progress', () => {
    render(<Checklist items={ITEMS} onChange={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Checklist' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('1 of 3 done')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByRole('checkbox', { name: 'Draft the outline' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Proofread' })).not.toBeChecked();
  });

  it('ticks an item and updates the summary', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Proofread' }));
    expect(onChange).toHaveBeenLastCalledWith([ITEMS[0], ITEMS[1], { ...ITEMS[2], done: true }]);
    expect(screen.getByText('2 of 3 done')).toBeVisible();
  });

  it('adds items with Enter and keeps the focus in the add field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={[]} onChange={onChange} />);
    expect(screen.getByText('No checklist items yet.')).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Add an item' });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(field, '  Book the room  {Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'Book the room', done: false }]);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.type(field, 'Send invites');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('0 of 2 done')).toBeVisible();
  });

  it('renames an item in place; Escape restores it and an empty text is not saved', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Edit Proofread' });
    await user.clear(input);
    await user.type(input, 'Proofread twice{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([ITEMS[0], ITEMS[1], { ...ITEMS[2], text: 'Proofread twice' }]);
    expect(screen.getByRole('checkbox', { name: 'Proofread twice' })).toBeInTheDocument();

    onChange.mockClear();
    const renamed = screen.getByRole('textbox', { name: 'Edit Proofread twice' });
    await user.type(renamed, ' more{Escape}');
    expect(renamed).toHaveValue('Proofread twice');
    await user.clear(renamed);
    await user.tab();
    expect(renamed).toHaveValue('Proofread twice');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps an added row in place when the saved list gives its item an id', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Checklist items={[ITEMS[0]!]} onChange={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), 'Book the room{Enter}');
    const unsaved = [ITEMS[0]!, { text: 'Book the room', done: false }];
    rerender(<Checklist items={unsaved} onChange={vi.fn()} />);
    const box = screen.getByRole('checkbox', { name: 'Book the room' });
    rerender(
      <Checklist
        items={[ITEMS[0]!, { id: 'saved', text: 'Book the room', done: false }]}
        onChange={vi.fn()}
      />,
    );
    // The same element: a click that landed while the save came back is not lost with a replaced row.
    expect(screen.getByRole('checkbox', { name: 'Book the room' })).toBe(box);
  });

  it('removes an item', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Remove Write the examples' }));
    expect(screen.queryByText('Write the examples')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 done')).toBeVisible();
  });

  it('moves between items with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('textbox', { name: 'Edit Draft the outline' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Edit Write the examples' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('textbox', { name: 'Edit Draft the outline' })).toHaveFocus();
  });

  it('only ticks in tick mode', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="tick" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Write the examples' }));
    expect(screen.getByText('2 of 3 done')).toBeVisible();
  });

  it('changes nothing in read-only mode', () => {
    render(<Checklist items={ITEMS} mode="read" />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 done')).toBeVisible();
  });

  it('refuses items past the limit', async () => {
    render(<Checklist items={ITEMS} onChange={vi.fn()} maxItems={3} />);
    expect(screen.getByRole('textbox', { name: 'Add an item' })).toBeDisabled();
    expect(screen.getByText('A checklist holds at most 3 items')).toBeVisible();
  });
});
