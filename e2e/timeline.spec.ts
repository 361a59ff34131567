import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';

// Issue 40's timeline journey as the demo organization's admin, on a project of its own: the critical path shows,
// dragging the blocking task two days later moves the task it blocks by two days, and Undo puts both back. The
// scheduling rules are proven in @app/domain's timeline tests, the widget's keys and drags in its stories, the
// all-or-nothing change in the timeline module's server tests.
const DEMO_PASSWORD = 'demo1234';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Dated {
  _id: string;
  startDate: string | null;
  dueDate: string | null;
}

test('olivia drags a blocking task two days later, its dependent follows, and Undo puts both back', async ({
  page,
}) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const api = await apiAs(page);
  const suffix = Date.now().toString(36);
  const project = await api.post<{ _id: string }>('projects', { title: `Extension ${suffix}` });
  const foundation = await api.post<Dated>('tasks', {
    title: 'Lay the foundation',
    projectId: project._id,
    startDate: day(1),
    dueDate: day(3),
  });
  const walls = await api.post<Dated>('tasks', {
    title: 'Raise the walls',
    projectId: project._id,
    startDate: day(5),
    dueDate: day(8),
  });
  await api.post(`tasks/${foundation._id}/relations`, { type: 'blocks', taskId: walls._id });

  await page.goto(`/projects/${project._id}?tab=timeline`);
  const bar = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}, `) });
  await expect(bar('Lay the foundation')).toHaveAccessibleName(/on the critical path/);
  await expect(bar('Raise the walls')).toHaveAccessibleName(/on the critical path/);
  await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Day' }).click();

  // Day zoom: 32 px a day. Grab the bar's middle and drop it two days (and a little) to the right.
  const box = await bar('Lay the foundation').boundingBox();
  if (!box) throw new Error('The bar is not drawn');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, y, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 2 * 32 + 5, y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByText('Moved “Lay the foundation” and 1 task it blocks')).toBeVisible();
  const dates = async (id: string) => {
    const task = await api.get<Dated>(`tasks/${id}`);
    return [task.startDate, task.dueDate];
  };
  await expect.poll(() => dates(foundation._id)).toEqual([day(3), day(5)]);
  await expect.poll(() => dates(walls._id)).toEqual([day(7), day(10)]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Put 2 tasks back')).toBeVisible();
  await expect.poll(() => dates(foundation._id)).toEqual([day(1), day(3)]);
  await expect.poll(() => dates(walls._id)).toEqual([day(5), day(8)]);
  await expectNoAxeViolations(page);
});

type Listed = (Dated & { title: string })[];

test('olivia completes a weekly task on its page and next week’s is created once', async ({ page }) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const api = await apiAs(page);
  const title = `Weekly sync notes ${Date.now().toString(36)}`;
  const task = await api.post<Dated>('tasks', {
    title,
    dueDate: day(0),
    recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH',
  });

  await page.goto(`/tasks/${task._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(page.getByText(/^Completed (now|\d+ seconds? ago)$/)).toBeVisible();
  // Done again after a reload changes nothing: one next instance, on the rule's next Monday or Thursday.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const instances = async () =>
    (await api.get<Listed>(`tasks?q=${encodeURIComponent(`"${title}"`)}&limit=10`)).length;
  await expect.poll(instances).toBe(2);
  const listed = await api.get<Listed>(`tasks?q=${encodeURIComponent(`"${title}" is:open`)}&limit=10`);
  expect(listed).toHaveLength(1);
  const next = listed[0]!;
  expect(next._id).not.toBe(task._id);
  expect(next.dueDate! > day(0)).toBe(true);
  expect([1, 4]).toContain(new Date(`${next.dueDate}T00:00:00Z`).getUTCDay());
});
