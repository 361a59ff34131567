import { ORG_FIELD_MESSAGES, ORG_STRUCTURE_TEXTS } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePeople } from '../PeopleSelect/fixtures';
import { DepartmentDialog } from './DepartmentDialog';

const ENG = '1'.repeat(24);
const MARKETING = '3'.repeat(24);
const PARENTS = [
  { value: null, label: ORG_STRUCTURE_TEXTS.topLevel },
  { value: ENG, label: 'Engineering' },
  { value: MARKETING, label: 'Marketing' },
];

describe('DepartmentDialog', { timeout: 20_000 }, () => {
  it('creates: checks the name, then sends name, parent and managers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <DepartmentDialog
        open
        mode="create"
        title="Create a department"
        parents={PARENTS}
        people={samplePeople}
        initial={{ parentId: ENG }}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create a department' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(ORG_FIELD_MESSAGES.departmentNameRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Department name/ }), '  Data ');
    expect(within(dialog).getByRole('combobox', { name: 'Parent department' })).toHaveTextContent(
      'Engineering',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Managers' }));
    await user.click(await screen.findByRole('option', { name: /Dana Manager/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Data',
      parentId: ENG,
      managerIds: [samplePeople[1]!._id],
    });
  });

  it('moves: sends only the parent, the top level as null', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <DepartmentDialog
        open
        mode="move"
        title="Move Platform"
        parents={PARENTS}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        error="A department cannot be moved inside itself"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Move Platform' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A department cannot be moved inside itself');
    expect(within(dialog).queryByRole('textbox', { name: /Department name/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Parent department' })).toHaveTextContent(
      ORG_STRUCTURE_TEXTS.topLevel,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ parentId: null });
  });

  it('renames and sets managers with only those fields; busy, it cannot be dismissed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <DepartmentDialog
        open
        mode="rename"
        title="Rename Platform"
        initial={{ name: 'Platform' }}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    const name = screen.getByRole('textbox', { name: /Department name/ });
    await user.clear(name);
    await user.type(name, 'Platform Engineering{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Platform Engineering' });
    rerender(
      <DepartmentDialog
        open
        mode="managers"
        title="Managers of Platform"
        people={samplePeople}
        initial={{ managerIds: [samplePeople[0]!._id] }}
        onSubmit={onSubmit}
        onCancel={onCancel}
        busy
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Managers of Platform' });
    expect(within(dialog).getByRole('button', { name: 'Olivia Admin' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
