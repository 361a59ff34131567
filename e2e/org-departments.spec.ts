import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';

// The departments journey with the seeded Acme people: Olivia (organization admin) and Dana (manager of
// Engineering). A member's 'Access Restricted' and read-only teams are OrganizationDepartments.test.tsx's and
// OrganizationTeamsList.test.tsx's.
const DEMO_PASSWORD = 'demo1234';
const CREATE_DEPARTMENTS_REFUSED = 'Insufficient permissions to create departments';

/** The row of a department in the tree: its own line, not its sub-departments. */
function departmentRow(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .last()
    .locator(':scope > div')
    .first();
}

async function chooseAction(page: Page, department: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${department}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the admin builds a department with a sub-department for Dana, who manages it and nothing else', async ({
  page,
  browser,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const research = `Research ${suffix}`;
  const labs = `Labs ${suffix}`;

  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org/departments');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Departments');
  await expect(page.getByText('Engineering', { exact: true })).toBeVisible();

  // A top-level department...
  await page.getByRole('button', { name: 'New department' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create a department' });
  await dialog.getByRole('textbox', { name: /Department name/ }).fill(research);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(research, { exact: true })).toBeVisible();

  // ...with a sub-department...
  await chooseAction(page, research, 'Add sub-department');
  dialog = page.getByRole('dialog', { name: `Create a sub-department of ${research}` });
  await expect(dialog.getByRole('combobox', { name: 'Parent department' })).toHaveText(research);
  await dialog.getByRole('textbox', { name: /Department name/ }).fill(labs);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: `Sub-departments of ${research}` })).toContainText(labs);

  // ...and Dana its manager.
  await chooseAction(page, research, 'Assign managers');
  dialog = page.getByRole('dialog', { name: `Managers of ${research}` });
  await dialog.getByRole('combobox', { name: 'Managers' }).fill('dana');
  await page.getByRole('option', { name: /Dana/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(departmentRow(page, research)).toContainText(/Managers: Dana/);
  await expectNoAxeViolations(page);

  // Dana, in a session of her own, manages the new department.
  const danaContext = await browser.newContext();
  const dana = await danaContext.newPage();
  await signInThroughApi(dana, 'dana@acme.example', DEMO_PASSWORD, '/org/departments');
  await expect(dana.getByText(labs, { exact: true })).toBeVisible();
  await expect(dana.getByRole('button', { name: 'New department' })).toHaveCount(0);
  await chooseAction(dana, labs, 'Rename');
  dialog = dana.getByRole('dialog', { name: `Rename ${labs}` });
  await dialog.getByRole('textbox', { name: /Department name/ }).fill(`${labs} West`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(dana.getByText(`${labs} West`, { exact: true })).toBeVisible();

  // Elsewhere she is offered nothing, and the server refuses her with spec 8.5's text.
  await expect(dana.getByText('Marketing', { exact: true })).toBeVisible();
  await expect(dana.getByRole('button', { name: 'Actions for Marketing' })).toHaveCount(0);
  const token = await dana.evaluate(() => window.localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await dana.request.get('/api/v1/auth/me', { headers })).json()) as {
    data: { organizationId: string };
  };
  const tree = (await (
    await dana.request.get(`/api/v1/organizations/${me.data.organizationId}/departments`, { headers })
  ).json()) as { data: { _id: string; name: string }[] };
  const marketing = tree.data.find((department) => department.name === 'Marketing');
  expect(marketing).toBeDefined();
  const refused = await dana.request.post('/api/v1/organizations/departments', {
    headers,
    data: { name: `Dana's ${suffix}`, parentId: marketing?._id },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe(CREATE_DEPARTMENTS_REFUSED);
  await danaContext.close();
});
