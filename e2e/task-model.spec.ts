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
    await page.getByRole('option', { name: 'Create label “Launch week”' }).click();
    await expect(page.getByRole('banner').or(main(page)).getByText('Launch week').first()).toBeVisible();
    await page.goto('/tasks');
    await main(page).getByRole('combobox', { name: 'Label' }).click();
    await page.getByRole('option', { name: 'Launch week' }).click();
    await expect(main(page).getByText('1 task', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ship the site' })).toBeVisible();
  });
});
