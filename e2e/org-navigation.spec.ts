import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';

// The demo organization's admin (Olivia), seeded at start. What each role is shown, and the drawer on a phone,
// are organizationFrames.test.tsx's.
const DEMO_PASSWORD = 'demo1234';
const ORG_NAV = 'Organization navigation';

// Spec 2.4 labels in spec order, as spec 6.3 shows them to an organization admin.
const ORG_ADMIN = [
  'Dashboard',
  'Projects',
  'Tasks',
  'Teams',
  'Departments',
  'Users',
  'Analytics',
  'Organization Settings',
  'Security & Compliance',
  'Billing & Subscription',
  'System Test Suite',
];

function orgNavigation(page: Page) {
  return page.getByRole('navigation', { name: ORG_NAV });
}

async function itemLabels(page: Page): Promise<string[]> {
  return orgNavigation(page).getByRole('list').getByRole('link').allTextContents();
}

test('the organization admin finds the organization navigation on /org and follows an item', async ({
  page,
}) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org');
  await expect(page).toHaveURL(/\/org\/dashboard$/);
  await expect(orgNavigation(page)).toBeVisible();
  expect(await itemLabels(page)).toEqual(ORG_ADMIN);
  await expect(orgNavigation(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // It takes the main sidebar's place.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await orgNavigation(page).getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/org\/teams$/);
  await expect(orgNavigation(page).getByRole('link', { name: 'Teams' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The page names itself in the shell's header.
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).not.toHaveText(/Welcome back/);
  await expectNoAxeViolations(page);
});
