import { ORG_TEXTS } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildDepartmentTree, DepartmentTree } from './DepartmentTree';
import { sampleDepartments } from './fixtures';

describe('DepartmentTree', { timeout: 20_000 }, () => {
  it('shows the nested departments with member counts and managers, and opens and closes branches', async () => {
    const user = userEvent.setup();
    render(<DepartmentTree departments={sampleDepartments} />);
    const tree = screen.getByRole('list', { name: 'Departments' });
    const engineering = within(tree).getAllByRole('listitem')[0]!;
    expect(engineering).toHaveTextContent('Engineering');
    expect(engineering).toHaveTextContent('6 members · 1 sub-department');
    expect(engineering).toHaveTextContent('Olivia Admin, Lee Chen');
    const sub = screen.getByRole('list', { name: 'Sub-departments of Engineering' });
    expect(within(sub).getByText('Platform')).toBeVisible();
    expect(within(sub).getByText('Site Reliability')).toBeVisible();
    expect(within(sub).getByText('No manager')).toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Collapse Engineering' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByText('Platform')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand Engineering' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The keyboard reaches the toggle and opens the branch again.
    screen.getByRole('button', { name: 'Expand Engineering' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Platform')).toBeVisible();
  });

  it('offers the actions only on the departments the viewer may manage, and reports the node', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    const onDelete = vi.fn();
    render(
      <DepartmentTree
        departments={sampleDepartments}
        canManage={(node) => node.name !== 'Marketing'}
        onRename={onRename}
        onDelete={onDelete}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Actions for Marketing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Platform' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Platform' }));
    expect(onRename).not.toHaveBeenCalled();
  });

  it('offers on each department only the actions canDo allows', async () => {
    const user = userEvent.setup();
    render(
      <DepartmentTree
        departments={sampleDepartments}
        canManage={(node) => node.name === 'Engineering'}
        // A manager of Engineering renames it; moving it is for the admins.
        canDo={(_node, action) => action === 'onRename'}
        onRename={vi.fn()}
        onMove={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Engineering' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename']);
  });

  it('opens a department that gets its first sub-department later, as it opens every other', () => {
    const flat = [{ _id: 'a'.repeat(24), name: 'Research', memberCount: 0, managers: [], parentId: null }];
    const { rerender } = render(<DepartmentTree departments={buildDepartmentTree(flat)} />);
    rerender(
      <DepartmentTree
        departments={buildDepartmentTree([
          ...flat,
          { _id: 'b'.repeat(24), name: 'Labs', memberCount: 0, managers: [], parentId: 'a'.repeat(24) },
        ])}
      />,
    );
    expect(screen.getByRole('button', { name: 'Collapse Research' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('list', { name: 'Sub-departments of Research' })).toHaveTextContent('Labs');
  });

  it('shows an empty state without departments', () => {
    render(<DepartmentTree departments={[]} />);
    expect(screen.getByRole('heading', { name: ORG_TEXTS.noDepartments })).toBeVisible();
  });

  it('builds the tree from a flat list, placing orphans and cycles once', () => {
    const tree = buildDepartmentTree([
      { _id: 'a', name: 'A', memberCount: 0, managers: [], parentId: 'b' },
      { _id: 'b', name: 'B', memberCount: 0, managers: [], parentId: 'a' },
      { _id: 'c', name: 'C', memberCount: 0, managers: [], parentId: 'gone' },
      { _id: 'd', name: 'D', memberCount: 0, managers: [], parentId: 'c' },
    ]);
    expect(tree.map((node) => node.name)).toEqual(['C', 'A']);
    expect(tree[0]!.children!.map((node) => node.name)).toEqual(['D']);
    expect(tree[1]!.children!.map((node) => node.name)).toEqual(['B']);
  });
});
