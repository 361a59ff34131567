import { ORG_MESSAGES, ORG_STRUCTURE_TEXTS, PERMISSION_MESSAGES, type User } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const ORG = '64b7f0c2a1b2c3d4e5f60799';
const ENG = '64b7f0c2a1b2c3d4e5f60001';
const PLATFORM = '64b7f0c2a1b2c3d4e5f60002';
const MARKETING = '64b7f0c2a1b2c3d4e5f60003';
const OLIVIA = '64b7f0c2a1b2c3d4e5f60101';
const DANA = '64b7f0c2a1b2c3d4e5f60102';
const SOFIA = '64b7f0c2a1b2c3d4e5f60103';

const person = (_id: string, name: string) => ({ _id, name, email: `${name.toLowerCase()}@acme.example` });
const dana = person(DANA, 'Dana');
const department = (_id: string, name: string, parentId: string | null, managers = [] as object[]) => ({
  _id,
  organizationId: ORG,
  parentId,
  name,
  description: null,
  managers,
  memberCount: 2,
  teamCount: 1,
  projectCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  children: [] as object[],
});
const platform = department(PLATFORM, 'Platform', ENG);
const TREE = [
  { ...department(ENG, 'Engineering', null, [dana]), children: [platform] },
  department(MARKETING, 'Marketing', null),
];
const member = (who: { _id: string; name: string; email: string }) => ({
  ...who,
  orgRole: 'member',
  isOrgAdmin: false,
  isDeptManager: false,
  jobTitle: null,
  departmentId: ENG,
  departmentName: 'Engineering',
  managedDepartmentIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});
const MEMBERS = {
  success: true,
  data: [member(dana), member(person(SOFIA, 'Sofia'))],
  pagination: { page: 1, limit: 100, total: 2, pages: 1 },
};

const ADMIN: Partial<User> = { _id: OLIVIA, orgRole: 'org_admin', isOrgAdmin: true, role: 'admin' };
const MANAGER: Partial<User> = { _id: DANA, orgRole: 'dept_manager', isDeptManager: true };

type Handlers = Parameters<typeof mockNetwork>[0];

function signIn(overrides: Partial<User>, handlers: Handlers = {}) {
  storeToken(fakeToken());
  return mockNetwork({
    ...currentUserHandler(makeUser({ accountType: 'organization', organizationId: ORG, ...overrides })),
    [`GET /api/v1/organizations/${ORG}/departments`]: () => Response.json({ success: true, data: TREE }),
    [`GET /api/v1/organizations/${ORG}/users`]: () => Response.json(MEMBERS),
    ...handlers,
  });
}

/** The labels of the action menu of one department, or null when it has none. */
async function menuOf(name: string): Promise<string[] | null> {
  const button = screen.queryByRole('button', { name: `Actions for ${name}` });
  if (!button) return null;
  await userEvent.click(button);
  const menu = await screen.findByRole('menu');
  const labels = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return labels;
}

const ALL = ['Rename', 'Add sub-department', 'Move', 'Assign managers', 'Delete'];

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/org/departments: the actions follow the policy', () => {
  it('offers an organization admin every action on every department', async () => {
    signIn(ADMIN);
    renderApp('/org/departments');
    expect(await screen.findByText('Engineering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ORG_STRUCTURE_TEXTS.newDepartment })).toBeInTheDocument();
    expect(await menuOf('Engineering')).toEqual(ALL);
    expect(await menuOf('Marketing')).toEqual(ALL);
  });

  it("offers a department manager their department's name and sub-departments, below it everything, elsewhere nothing", async () => {
    signIn(MANAGER);
    renderApp('/org/departments');
    expect(await screen.findByText('Marketing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ORG_STRUCTURE_TEXTS.newDepartment })).not.toBeInTheDocument();
    expect(await menuOf('Engineering')).toEqual(['Rename', 'Add sub-department']);
    // Platform can move nowhere but where it is (Engineering): no Move.
    expect(await menuOf('Platform')).toEqual(['Rename', 'Add sub-department', 'Assign managers', 'Delete']);
    expect(await menuOf('Marketing')).toBeNull();
  });

  it("gives a platform admin the chosen organization's tree, with what the policy lets him do there (spec 6.4)", async () => {
    const created = vi.fn();
    // Departments are an organization admin's item (6.3): a platform admin who administers his own organization
    // looks at another one.
    signIn(
      { ...ADMIN, organizationId: '64b7f0c2a1b2c3d4e5f60798', platformRole: 'super_admin' },
      {
        'POST /api/v1/organizations/departments': async (request) => {
          const body = await request.json();
          created(body);
          return Response.json({ success: true, data: department(SOFIA, body.name, null) });
        },
      },
    );
    renderApp(`/org/departments?organization=${ORG}`);
    expect(await screen.findByText('Engineering')).toBeInTheDocument();
    expect(await menuOf('Marketing')).toEqual(ALL);
    await userEvent.click(screen.getByRole('button', { name: ORG_STRUCTURE_TEXTS.newDepartment }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Department name/ }), 'Support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The department goes into the organization he looks at, named in the call.
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith(expect.objectContaining({ organizationId: ORG, name: 'Support' })),
    );
  });

  it('shows a member Access Restricted (spec 6.3)', async () => {
    signIn({ orgRole: 'member' });
    renderApp('/org/departments');
    expect(await screen.findByRole('heading', { name: 'Access Restricted', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('Engineering')).not.toBeInTheDocument();
  });
});

describe('/org/departments: changes and refusals', () => {
  it('creates a sub-department with a manager, sending the payload the server validates', async () => {
    const created = vi.fn();
    signIn(ADMIN, {
      'POST /api/v1/organizations/departments': async (request) => {
        const body = await request.json();
        created(body);
        return Response.json({ success: true, data: department(MARKETING, body.name, ENG, [dana]) });
      },
    });
    renderApp('/org/departments');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Engineering' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add sub-department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a sub-department of Engineering' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Department name/ }), 'Data');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Managers' }));
    await userEvent.click(await screen.findByRole('option', { name: /Dana/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith({
        organizationId: ORG,
        name: 'Data',
        parentId: ENG,
        managerIds: [DANA],
      }),
    );
  });

  it("shows the server's refusal of a delete, and spec 8.4's text when the server gives none", async () => {
    let answer: () => Response = () =>
      Response.json({ success: false, error: 'Move or delete its sub-departments first' }, { status: 409 });
    signIn(ADMIN, { [`DELETE /api/v1/organizations/departments/${ENG}`]: () => answer() });
    renderApp('/org/departments');
    const remove = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Actions for Engineering' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete Engineering?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await screen.findByText('Move or delete its sub-departments first')).toBeInTheDocument();
    answer = () => new Response(null, { status: 500 });
    await remove();
    expect(await screen.findByText(ORG_MESSAGES.deleteDepartmentFailed)).toBeInTheDocument();
  });

  it("shows a 403's 8.5 text in the dialog", async () => {
    signIn(ADMIN, {
      'POST /api/v1/organizations/departments': () =>
        Response.json({ success: false, error: PERMISSION_MESSAGES.createDepartments }, { status: 403 }),
    });
    renderApp('/org/departments');
    await userEvent.click(await screen.findByRole('button', { name: ORG_STRUCTURE_TEXTS.newDepartment }));
    const dialog = await screen.findByRole('dialog', { name: ORG_STRUCTURE_TEXTS.createDepartmentTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Department name/ }), 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(PERMISSION_MESSAGES.createDepartments)).toBeInTheDocument();
  });
});
