import { formatMoney } from '@app/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  E2E_PASSWORD as PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from './support/auth';
import { moveCardRightByKeyboard } from './support/board';
import { allow } from './support/timing';

const ID = /\/projects\/([0-9a-f]{24})$/;

// The exact texts the budget of 1500 USD reads in each currency (INR: lakh grouping, no decimals).
const BUDGET_USD = formatMoney(1500, 'USD');
const BUDGET_INR = formatMoney(1500, 'INR');

/** Calls the API as the page's signed-in user (its bearer token and its session cookie). */
async function apiAs(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await page.request.post(`/api/v1/${path}`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

async function registerByApi(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  const response = await request.post('/api/v1/auth/register', { data: { name, email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

const main = (page: Page) => page.getByRole('main');
const team = (page: Page) => page.getByRole('region', { name: /^Team members/ });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const column = (page: Page, name: string) => page.getByRole('group', { name });

test.describe('projects', () => {
  // Whole user journeys on a machine shared with other suites.
  test.describe.configure({ timeout: allow(120_000) });

  test('a new user creates a project, sees its budget in USD and INR, filters, edits and deletes it', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'Pia Planner');
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: 'New Project' }).first().click();
    await expect(page).toHaveURL(/\/projects\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /^Title/ }).fill('Website relaunch');
    await page.getByRole('textbox', { name: 'Description' }).fill('New site, docs and sign-up flow.');
    await page.getByRole('spinbutton', { name: 'Budget (USD)' }).fill('1500');
    await page.getByLabel('Start date').fill('2030-01-10');
    await page.getByLabel('Due date').fill('2030-01-05');
    await main(page).getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Due date cannot be before the start date')).toBeVisible();
    await page.getByLabel('Due date').fill('2030-03-01');
    await main(page).getByRole('button', { name: 'Create Project' }).click();

    await expect(page).toHaveURL(ID);
    await expect(page.getByText('Project created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeVisible();
    await expect(main(page).getByText(BUDGET_USD, { exact: true })).toBeVisible();

    await page.goto('/projects');
    const relaunch = card(page, 'Website relaunch');
    await expect(relaunch).toContainText(`Budget ${BUDGET_USD}`);
    await expect(relaunch).toContainText('1 member');
    await expect(relaunch.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    // INR: converted at the stored rate, grouped in lakhs, no decimals; kept after a reload.
    await page.getByRole('group', { name: 'Budget currency' }).getByRole('button', { name: 'INR' }).click();
    expect(BUDGET_INR).toBe('₹1,24,725');
    await expect(relaunch).toContainText(`Budget ${BUDGET_INR}`);
    await page.reload();
    await expect(card(page, 'Website relaunch')).toContainText(`Budget ${BUDGET_INR}`);
    await page.getByRole('group', { name: 'Budget currency' }).getByRole('button', { name: 'USD' }).click();
    await expect(card(page, 'Website relaunch')).toContainText(`Budget ${BUDGET_USD}`);

    // Filters live in the URL: a reload keeps them.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('nothing like this');
    await expect(page).toHaveURL(/search=nothing\+like\+this/);
    await expect(main(page).getByRole('heading', { name: 'No projects match these filters' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('nothing like this');
    await expect(main(page).getByRole('heading', { name: 'No projects match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Planning' }).click();
    await expect(page).toHaveURL(/status=planning/);
    await expect(card(page, 'Website relaunch')).toBeVisible();
    await expectNoAxeViolations(page);

    // Edit
    await card(page, 'Website relaunch').getByRole('link', { name: 'Website relaunch' }).click();
    await expect(page).toHaveURL(ID);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit project' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Website relaunch');
    await expect(page.getByRole('spinbutton', { name: 'Budget (USD)' })).toHaveValue('1500');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /^Title/ }).fill('Website relaunch 2.0');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(ID);
    await expect(page.getByText('Project updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Website relaunch 2.0' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Active', { exact: true })).toBeVisible();

    // Delete, after confirmation
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Website relaunch 2.0' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this project?' })
      .getByRole('button', { name: 'Delete project' })
      .click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByText('Project deleted')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  });

  test('the owner sees a new member arrive, changes their role and removes them', async ({
    page,
    request,
  }) => {
    await signUpThroughApi(page, 'Omar Owner');
    const memberEmail = await registerByApi(request, 'Mila');
    const project = await (await apiAs(page)).post<{ _id: string }>('projects', { title: 'Team project' });

    await page.goto(`/projects/${project._id}`);
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page).toHaveURL(/tab=members/);
    const members = team(page);
    await expect(members.getByRole('listitem')).toHaveCount(1);
    await expect(members).toContainText('Omar Owner (you)');
    await expect(members).toContainText('Owner');

    // People join by invitation (project-invitations.spec.ts); here the owner adds one through the API.
    await (await apiAs(page)).post(`projects/${project._id}/members`, {
      email: memberEmail,
      role: 'team-member',
    });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members).toContainText(memberEmail);
    await expect(page.getByRole('combobox', { name: 'Role of Mila' })).toHaveText('Team member');
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Role of Mila' }).click();
    await page.getByRole('option', { name: /Team lead/ }).click();
    await expect(page.getByText('Role updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Members', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role of Mila' })).toHaveText('Team lead');

    await page.getByRole('button', { name: 'Remove Mila' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove Mila?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('Mila removed from the project')).toBeVisible();
    await expect(members.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(main(page).getByText('1 member', { exact: true })).toBeVisible();
  });

  test('a task moves from To do to In progress on the board with the keyboard and stays there', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'Kai Keyboard');
    const api = await apiAs(page);
    const project = await api.post<{ _id: string }>('projects', { title: 'Board project', budget: 1500 });
    await api.post('tasks', { title: 'Draft the brief', projectId: project._id, dueDate: '2030-05-01' });

    await page.goto(`/projects/${project._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Board project' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await expect(page.getByRole('link', { name: 'Draft the brief' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'New task' })).toHaveAttribute(
      'href',
      `/projects/${project._id}/tasks/create`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: 'Task view' }).getByRole('button', { name: 'Board' }).click();
    await expect(page).toHaveURL(/tab=tasks/);
    await expect(page).toHaveURL(/view=board/);

    const taskCard = column(page, 'To do').getByRole('button', { name: /^Draft the brief/ });
    await expect(taskCard).toBeVisible();
    await expectNoAxeViolations(page);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/api\/v1\/tasks\//.test(response.url()),
    );
    await moveCardRightByKeyboard(page, taskCard, 'To do', 'In progress');
    expect((await saved).status()).toBe(200);
    await expect(column(page, 'In progress').getByRole('button', { name: /^Draft the brief/ })).toBeVisible();
    await expect(column(page, 'To do').getByRole('button', { name: /^Draft the brief/ })).toHaveCount(0);

    await page.reload();
    await expect(column(page, 'In progress').getByRole('button', { name: /^Draft the brief/ })).toBeVisible();
    await expect(column(page, 'To do').getByRole('button', { name: /^Draft the brief/ })).toHaveCount(0);
  });

  test("another user cannot open someone else's project", async ({ page, browser, baseURL }) => {
    await signUpThroughApi(page, 'Olga Original');
    const project = await (await apiAs(page)).post<{ _id: string }>('projects', { title: 'Private plans' });

    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    try {
      await signUpThroughApi(stranger, 'Sam Stranger');
      await stranger.goto(`/projects/${project._id}`);
      await expect(stranger.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
      await expect(stranger.getByText('Private plans')).toHaveCount(0);
      await expectNoAxeViolations(stranger);
      await stranger.goto(`/projects/${project._id}/edit`);
      await expect(stranger.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
      await stranger.goto('/projects');
      await expect(stranger.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
