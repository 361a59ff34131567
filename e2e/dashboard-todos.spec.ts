import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signUpThroughApi } from './support/auth';

/** Calls the API from inside the page, as the signed-in user (bearer token and fingerprint cookie). */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
  return answer.json as T;
}

/** The browser's calendar day `offset` days from today, as YYYY-MM-DD. */
function localDay(page: Page, offset: number): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offset);
}

function statCard(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

/** The to-do texts in the order the list shows them (each checkbox is named by its to-do). */
function todoOrder(page: Page) {
  return page
    .getByRole('list', { name: /to-dos$/ })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
}

test.describe('dashboard', () => {
  test('a new user is invited to a first project; the counts follow the data', async ({ page }) => {
    await signUpThroughApi(page, 'Dana Dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start your first project' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Create Project' })).toHaveAttribute(
      'href',
      '/projects/create',
    );
    await expectNoAxeViolations(page);

    const project = await callApi<{ data: { _id: string } }>(page, 'POST', 'projects', {
      title: 'Garden makeover',
      status: 'active',
    });
    const overdue = await callApi<{ data: { _id: string } }>(page, 'POST', 'tasks', {
      title: 'Order the seeds',
      projectId: project.data._id,
      dueDate: await localDay(page, -1),
    });
    await callApi(page, 'POST', 'tasks', {
      title: 'Build the raised beds',
      projectId: project.data._id,
      dueDate: await localDay(page, 2),
    });
    await callApi(page, 'POST', 'tasks', {
      title: 'Paint the fence',
      projectId: project.data._id,
      status: 'done',
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Start your first project' })).toHaveCount(0);
    await expect(statCard(page, 'Projects')).toContainText('1');
    await expect(statCard(page, 'Tasks')).toContainText('3');
    await expect(statCard(page, 'Overdue')).toContainText('1');
    await expect(statCard(page, 'Due this week')).toContainText('1');
    await expect(statCard(page, 'Average progress')).toContainText('33%');

    const upcoming = page.getByRole('list', { name: 'Upcoming tasks' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(2);
    await expect(upcoming.getByRole('listitem').first()).toContainText('Overdue by 1 day');
    await expect(upcoming.getByRole('link', { name: 'Order the seeds' })).toHaveAttribute(
      'href',
      `/tasks/${overdue.data._id}`,
    );
    await expect(upcoming.getByText('Due in 2 days')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent projects' })).toContainText('Garden makeover');
    await expectNoAxeViolations(page);

    // Completing a task moves the counts.
    await callApi(page, 'PUT', `tasks/${overdue.data._id}`, { status: 'done' });
    await page.reload();
    await expect(statCard(page, 'Overdue')).toContainText('0');
    await expect(statCard(page, 'Average progress')).toContainText('67%');
  });
});

test.describe('to-dos', () => {
  test('add three, complete one, reorder by keyboard and find the order kept', async ({ page }) => {
    await signUpThroughApi(page, 'Toby Todo');
    await page.goto('/todos');
    await expect(page.getByRole('heading', { level: 1, name: 'To-dos' })).toBeVisible();
    await expect(page.getByText('Nothing to do yet. Add your first to-do above.')).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Add a to-do' });
    for (const text of ['Buy balloons', 'Call the council', 'Hire a DJ']) {
      await field.fill(text);
      await field.press('Enter');
      await expect(page.getByRole('checkbox', { name: text })).toBeVisible();
      await expect(field).toHaveValue('');
    }
    expect(await todoOrder(page)).toEqual(['Buy balloons', 'Call the council', 'Hire a DJ']);

    let todoSaves = 0;
    page.on('response', (response) => {
      if (
        response.request().method() === 'PUT' &&
        /\/api\/v1\/todos\//.test(response.url()) &&
        response.ok()
      ) {
        todoSaves += 1;
      }
    });

    // Complete one.
    // click, then wait: the tick comes from the optimistic update, a moment after the click.
    const balloons = page.getByRole('checkbox', { name: 'Buy balloons' });
    await balloons.click();
    await expect(balloons).toBeChecked();
    await expect.poll(() => todoSaves).toBe(1);
    await expect(page.getByText('2 to do · 1 done')).toBeVisible();

    // Reorder with the keyboard: the last one moves to the top.
    const handle = page.getByRole('button', { name: 'Reorder Hire a DJ' });
    await handle.focus();
    await handle.press('ArrowUp');
    await expect.poll(() => todoOrder(page)).toEqual(['Buy balloons', 'Hire a DJ', 'Call the council']);
    await expect(handle).toBeFocused();
    await handle.press('ArrowUp');
    await expect.poll(() => todoOrder(page)).toEqual(['Hire a DJ', 'Buy balloons', 'Call the council']);
    // The tick and both moves have reached the server.
    await expect.poll(() => todoSaves).toBe(3);

    await page.reload();
    await expect.poll(() => todoOrder(page)).toEqual(['Hire a DJ', 'Buy balloons', 'Call the council']);
    await expect(page.getByRole('checkbox', { name: 'Buy balloons' })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('personal and shared views, and delete after confirming', async ({ page }) => {
    await signUpThroughApi(page, 'Vera Views');
    await callApi(page, 'POST', 'projects', { title: 'Street party' });
    for (const text of ['Hire a DJ', 'Buy balloons', 'Call the council']) {
      await callApi(page, 'POST', 'todos', { text });
    }
    await page.goto('/todos');
    await expect.poll(() => todoOrder(page)).toEqual(['Hire a DJ', 'Buy balloons', 'Call the council']);

    // A to-do shared with the project shows under Shared, not under Personal.
    const field = page.getByRole('textbox', { name: 'Add a to-do' });
    await page.getByRole('combobox', { name: 'Share with' }).first().selectOption({ label: 'Street party' });
    await field.fill('Book the street closure');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Shared · Street party')).toBeVisible();

    await page.getByRole('tab', { name: 'Shared' }).click();
    await expect(page).toHaveURL(/\/todos\/shared$/);
    await expect.poll(() => todoOrder(page)).toEqual(['Book the street closure']);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Personal' }).click();
    await expect(page).toHaveURL(/\/todos\/personal$/);
    await expect.poll(() => todoOrder(page)).toEqual(['Hire a DJ', 'Buy balloons', 'Call the council']);

    // Delete after confirming; cancelling keeps it.
    await page.getByRole('button', { name: 'Delete Call the council' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this to-do?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Call the council' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Call the council' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('To-do deleted')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Call the council' })).toHaveCount(0);

    await page.goto('/todos');
    await expect
      .poll(() => todoOrder(page))
      .toEqual(['Hire a DJ', 'Buy balloons', 'Book the street closure']);
  });

  test('edits a to-do inline and shows the due text', async ({ page }) => {
    await signUpThroughApi(page, 'Edie Editor');
    await page.goto('/todos');
    const field = page.getByRole('textbox', { name: 'Add a to-do' });
    await field.fill('Water the plants');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Edit Water the plants' }).click();
    const editor = page.getByRole('form', { name: 'Edit Water the plants' });
    await editor.getByRole('textbox', { name: 'To-do text' }).fill('Water the tomatoes');
    await editor.getByLabel('Due date').fill(await localDay(page, 1));
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('checkbox', { name: 'Water the tomatoes' })).toBeVisible();
    await expect(page.getByText('Due tomorrow')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Due tomorrow')).toBeVisible();
  });
});
