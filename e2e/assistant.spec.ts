import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';
import { allow } from './support/timing';

// The assistant, as the demo individual (Alex): a task created in words lands on the open board with its
// date and leaves again with Undo, all without a reload; a project's progress answers in the chat.
const ALEX = { email: 'alex@example.com', password: 'demo1234' };

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('token'))) as string;
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const conversation = (page: Page) => page.getByRole('log');

async function ask(page: Page, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Message the assistant' });
  await input.fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thinking...')).toHaveCount(0, { timeout: allow(15_000) });
}

const column = (page: Page, name: string) => page.getByRole('group', { name });

test('the demo individual creates a task in words, sees it on the open board, and undoes it', async ({
  page,
}) => {
  test.setTimeout(allow(90_000));
  await page.setViewportSize({ width: 1600, height: 900 });
  await signInThroughApi(page, ALEX.email, ALEX.password, '/dashboard');
  const projects = await getJson<{ _id: string; title: string }[]>(page, 'projects?limit=50');
  const website = projects.find((project) => project.title === 'Website Redesign');
  expect(website).toBeTruthy();
  await page.goto(`/projects/${website?._id}?tab=tasks&view=board`);
  await expect(column(page, 'To do')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });

  await page.getByRole('button', { name: 'Open AI assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
  await expectNoAxeViolations(page);

  await ask(page, 'create a task called Call the printer in Website Redesign due next friday');
  const card = column(page, 'To do').getByRole('button', { name: /^Call the printer/ });
  await expect(card).toBeVisible();
  // The due date is a Friday after today.
  const tasks = await getJson<{ _id: string; title: string; dueDate: string | null }[]>(
    page,
    `projects/${website?._id}/tasks?limit=100`,
  );
  const created = tasks.find((task) => task.title === 'Call the printer');
  expect(created?.dueDate).toBeTruthy();
  const due = new Date(created?.dueDate as string);
  expect(due.getUTCDay()).toBe(5);
  expect(due.getTime()).toBeGreaterThan(Date.now() - 24 * 3600 * 1000);
  expect(due.getTime()).toBeLessThan(Date.now() + 15 * 24 * 3600 * 1000);

  // Undo takes it away again, from the board too.
  await conversation(page).getByRole('button', { name: 'Undo' }).last().click();
  await expect(card).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

// A list and a navigation asked for in words are the server's assistant.test.ts ('runs what the engine is sure
// of') and the panel's assistant.test.tsx; a project's progress asked for in words is answered here.
test("a project's progress asked for in words answers in the chat", async ({ page }) => {
  test.setTimeout(allow(90_000));
  await signInThroughApi(page, ALEX.email, ALEX.password, '/dashboard');
  await page.getByRole('button', { name: 'Open AI assistant' }).click();

  await ask(page, 'how is Website Redesign going');
  await expect(
    conversation(page).getByRole('progressbar', { name: 'Overall progress' }).last(),
  ).toBeVisible();
});
