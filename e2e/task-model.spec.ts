import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoAxeViolations, signUpThroughApi } from './support/auth';
import { allow } from './support/timing';

// Issue 37 across screens: sub-tasks, a refused loop of blocking tasks, labels and the label filter.

interface Entity {
  _id: string;
}

const main = (page: Page) => page.getByRole('main');

test.describe('the task model', () => {
  test.describe.configure({ timeout: allow(120_000) });

  test('a parent shows its sub-tasks’ progress, a blocking loop is refused by name, and labels filter the list', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'Tess Model');
    const api = await apiAs(page);
    const project = await api.post<Entity>('projects', { title: 'Launch' });
    const parent = await api.post<Entity>('tasks', { title: 'Ship the site', projectId: project._id });
    for (const title of ['Copy', 'Layout', 'Images']) {
      await api.post('tasks', { title, projectId: project._id, parentId: parent._id });
    }
    const blocker = await api.post<Entity>('tasks', { title: 'Sign the contract', projectId: project._id });
    await api.post(`tasks/${blocker._id}/relations`, { type: 'blocks', taskId: parent._id });

    await page.goto(`/tasks/${parent._id}`);
    const subtasks = main(page).getByRole('region', { name: 'Sub-tasks' }).or(main(page));
    await expect(subtasks.getByText('0 of 3 sub-tasks done')).toBeAttached();
    await subtasks.getByRole('checkbox', { name: 'Mark “Layout” done' }).click();
    await expect(subtasks.getByText('1 of 3 sub-tasks done')).toBeAttached();
    await expect(main(page).getByRole('link', { name: 'Sign the contract' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Ship the site is blocked by Sign the contract: making it block the contract back closes a loop.
    await main(page).getByRole('button', { name: 'Add relation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Task' }).fill('Sign');
    await page.getByRole('option', { name: /Sign the contract/ }).click();
    await dialog.getByRole('button', { name: 'Add relation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This would make a loop of blocking tasks: “Ship the site” blocks “Sign the contract” blocks “Ship the site”',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A label made while labelling, then the list filtered by it.
    const labels = main(page).getByRole('combobox', { name: 'Labels' });
    await labels.fill('Launch week');
    // The chip shows at once (optimistic); leaving the page by a full load before the save is answered would
    // cancel the save, so the journey waits for it as a user waits for the change to settle.
    const labelled = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(`/api/v1/tasks/${parent._id}`),
    );
    await page.getByRole('option', { name: 'Create label “Launch week”' }).click();
    expect((await labelled).status()).toBe(200);
    await expect(page.getByRole('banner').or(main(page)).getByText('Launch week').first()).toBeVisible();
    await page.goto('/tasks');
    await main(page).getByRole('combobox', { name: 'Label' }).click();
    await page.getByRole('option', { name: 'Launch week' }).click();
    await expect(main(page).getByText('1 task', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ship the site' })).toBeVisible();
  });

  test('a project’s own states become its board’s columns, and a removed state’s tasks move where the user says', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'Wes Workflow');
    const api = await apiAs(page);
    const project = await api.post<Entity>('projects', { title: 'Pipeline' });
    await api.post('tasks', { title: 'Check the forms', projectId: project._id, status: 'review' });

    // The Workflow tab: a new state 'QA' in the Review category, after Review.
    await page.goto(`/projects/${project._id}?tab=workflow`);
    const states = main(page).getByRole('list', { name: 'Workflow states' });
    await main(page).getByRole('button', { name: 'Add state' }).click();
    await states.getByRole('textbox', { name: 'Name of state 5' }).fill('QA');
    await states.getByRole('combobox', { name: 'Category' }).nth(4).click();
    await page.getByRole('option', { name: 'Review' }).click();
    await states.getByRole('button', { name: 'Move QA up' }).click();
    await main(page).getByRole('button', { name: 'Save workflow' }).click();
    await expect(page.getByText('Workflow saved')).toBeVisible();
    await expectNoAxeViolations(page);

    // The board has its five columns; a card moves to QA from its move menu.
    await page.goto(`/projects/${project._id}?tab=tasks&view=board`);
    const board = main(page);
    await expect(board.getByRole('group', { name: 'QA' })).toBeVisible();
    await board.getByRole('button', { name: 'Move Check the forms' }).click();
    await page.getByRole('menuitem', { name: 'Move to QA' }).click();
    await expect(
      board.getByRole('group', { name: 'QA' }).getByRole('button', { name: /^Check the forms/ }),
    ).toBeVisible();

    // Removing QA asks where its task goes: Done.
    await page.goto(`/projects/${project._id}?tab=workflow`);
    await states.getByRole('button', { name: 'Remove QA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove “QA”?' });
    await dialog.getByRole('combobox', { name: 'Move its tasks to' }).click();
    await page.getByRole('option', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await main(page).getByRole('button', { name: 'Save workflow' }).click();
    await expect(page.getByText('Workflow saved')).toBeVisible();
    await page.goto(`/projects/${project._id}?tab=tasks&view=board`);
    await expect(board.getByRole('group', { name: 'QA' })).toHaveCount(0);
    await expect(
      board.getByRole('group', { name: 'Done' }).getByRole('button', { name: /^Check the forms/ }),
    ).toBeVisible();
  });
});

test('a bulk change of 20 tasks in the table is one request and shows on a teammate’s open board without a reload', async ({
  browser,
}) => {
  test.setTimeout(allow(120_000));
  const viewport = { width: 1600, height: 900 };
  const ownerContext = await browser.newContext({ viewport });
  const mateContext = await browser.newContext({ viewport });
  try {
    const owner = await ownerContext.newPage();
    const mate = await mateContext.newPage();
    await signUpThroughApi(owner, 'Bree Bulk');
    const mateEmail = await signUpThroughApi(mate, 'Milo Mate');
    const api = await apiAs(owner);
    const project = await api.post<Entity>('projects', { title: 'Bulk board' });
    await api.post(`projects/${project._id}/members`, { email: mateEmail, role: 'team-lead' });
    for (let n = 1; n <= 20; n++) await api.post('tasks', { title: `Step ${n}`, projectId: project._id });

    await mate.goto(`/projects/${project._id}?tab=tasks&view=board`);
    const review = mate.getByRole('group', { name: 'Review' });
    await expect(
      mate.getByRole('group', { name: 'To do' }).getByRole('button', { name: /^Step 20/ }),
    ).toBeVisible();
    await mate.evaluate(() => {
      (window as unknown as { __noReload?: boolean }).__noReload = true;
    });

    await owner.goto(`/projects/${project._id}?tab=tasks&view=table`);
    await main(owner)
      .getByRole('checkbox', { name: /^Select all/ })
      .check();
    const bar = owner.getByRole('toolbar', { name: 'Bulk edit' });
    await expect(bar.getByText('20 selected')).toBeVisible();
    const requests: string[] = [];
    owner.on('request', (request) => {
      if (request.url().includes('/api/v1/tasks/') && request.method() !== 'GET') {
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    await bar.getByRole('combobox', { name: 'Set status' }).click();
    await owner.getByRole('option', { name: 'Review' }).click();
    await expect(owner.getByText('20 tasks updated')).toBeVisible();
    expect(requests).toEqual(['PATCH /api/v1/tasks/bulk']);

    await expect(review.getByRole('button', { name: /^Step \d+/ })).toHaveCount(20);
    expect(await mate.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await ownerContext.close();
    await mateContext.close();
  }
});
