import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';
import { allow } from './support/timing';

// The demo organization (Acme) as seeded at start: Olivia its admin, Jordan a member. A member's page recolouring
// live when the admin changes the brand is in branding.spec.ts, with the other tests of Acme's look.
const DEMO_PASSWORD = 'demo1234';

interface Stats {
  members: number;
  departments: number;
  teams: number;
  activeMembersLast7Days: number;
  projects: { total: number; byStatus: Record<string, number> };
  tasks: { total: number; byStatus: Record<string, number>; overdue: number };
  projectsByDepartment: { name: string | null; count: number }[];
  recentActivity: { message: string }[];
}

interface Organization {
  _id: string;
  name: string;
  branding?: Record<string, string>;
}

/** The bearer token a signed-in page keeps, for calls the test makes as that person. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}

async function call<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test("the organization admin sees the organization's seeded figures and its activity", async ({ page }) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Organization navigation' })).toContainText(
    'Acme Corporation',
  );
  const token = await tokenOf(page);
  const acme = await call<Organization>(page.request, token, '/organizations/current');

  // The seed: at least eight members, three departments (Platform under Engineering), two teams, projects in
  // each department, and a feed. Other specs may add to Acme meanwhile: the screen shows what the server counts.
  await expect(async () => {
    const stats = await call<Stats>(page.request, token, `/organizations/${acme._id}/stats`);
    expect(stats.members).toBeGreaterThanOrEqual(8);
    expect(stats.departments).toBeGreaterThanOrEqual(3);
    expect(stats.teams).toBeGreaterThanOrEqual(2);
    expect(stats.projects.total).toBeGreaterThan(0);
    expect(stats.recentActivity.length).toBeGreaterThan(0);
    await expect(figure(page, 'Members')).toContainText(String(stats.members), { timeout: 1000 });
    await expect(figure(page, 'Departments')).toContainText(String(stats.departments), { timeout: 1000 });
    await expect(figure(page, 'Teams')).toContainText(String(stats.teams), { timeout: 1000 });
    await expect(figure(page, 'Projects')).toContainText(String(stats.projects.total), { timeout: 1000 });
    await expect(figure(page, 'Tasks')).toContainText(String(stats.tasks.total), { timeout: 1000 });
    await expect(figure(page, 'Overdue tasks')).toContainText(String(stats.tasks.overdue), { timeout: 1000 });
    await expect(figure(page, 'Active in the last 7 days')).toContainText(
      String(stats.activeMembersLast7Days),
      { timeout: 1000 },
    );
    const departments = page.getByRole('list', { name: 'Projects by department' });
    for (const name of ['Engineering', 'Marketing']) {
      const row = stats.projectsByDepartment.find((entry) => entry.name === name);
      expect(row, `${name} has projects`).toBeDefined();
      await expect(departments.getByRole('listitem').filter({ hasText: name })).toContainText(
        `${row?.count} project`,
        { timeout: 1000 },
      );
    }
    const feed = page.getByRole('list', { name: 'Recent activity' });
    await expect(feed.getByRole('listitem')).toHaveCount(stats.recentActivity.length, { timeout: 1000 });
    await expect(feed.getByRole('listitem').first()).toContainText(stats.recentActivity[0]?.message ?? '', {
      timeout: 1000,
    });
  }).toPass({ timeout: allow(20_000) });
  await expect(page.getByRole('list', { name: 'Members by role' })).toContainText('Organization Admin');
});

test('the organization admin sees who is online, live, on a desktop and on a phone', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org/dashboard');
  const section = page.getByRole('heading', { name: 'Online now' });
  await expect(section).toBeVisible();

  // Jordan signs in elsewhere: his first socket tells Olivia's open dashboard. (His leaving is the server's and
  // the SDK's tests: other specs sign Jordan in meanwhile.)
  const elsewhere = await browser.newContext();
  const jordan = await elsewhere.newPage();
  await signInThroughApi(jordan, 'jordan@acme.example', DEMO_PASSWORD, '/org/dashboard');
  const online = page.getByRole('list', { name: 'Members online now' });
  await expect(online.getByRole('listitem').filter({ hasText: 'Jordan' })).toBeVisible();
  await expect(online.getByRole('listitem').first()).toContainText('(you)');
  await expectNoAxeViolations(page);

  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('online-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('online-390.png') });
  await elsewhere.close();
});
