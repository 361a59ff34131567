import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';

// The demo organization's admin (Olivia) and member (Jordan), seeded at start.
const DEMO_PASSWORD = 'demo1234';
const ORG_NAV = 'Organization navigation';

// Spec 2.4 labels in spec order, as spec 6.3 shows them to each role.
const EVERYONE = ['Dashboard', 'Projects', 'Tasks', 'Teams'];
const ORG_ADMIN = [
  ...EVERYONE,
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

test('a member sees only the items for members', async ({ page }) => {
  await signInThroughApi(page, 'jordan@acme.example', DEMO_PASSWORD, '/org/dashboard');
  await expect(orgNavigation(page)).toBeVisible();
  expect(await itemLabels(page)).toEqual(EVERYONE);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation is a drawer opened from the menu button, closed by following an item', async ({
    page,
  }) => {
    await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org/dashboard');
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    await expect(menuButton).toBeVisible();
    await expect(orgNavigation(page)).toHaveCount(0);

    await menuButton.click();
    await expect(orgNavigation(page)).toBeVisible();
    // The modal drawer hides the page behind it from assistive technology, the button included.
    await expect(page.locator('button[aria-label="Open navigation"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Focus moves into the drawer.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDrawer-root'))))
      .toBe(true);
    expect(await itemLabels(page)).toEqual(ORG_ADMIN);

    await orgNavigation(page).getByRole('link', { name: 'Departments' }).click();
    await expect(page).toHaveURL(/\/org\/departments$/);
    await expect(orgNavigation(page)).toHaveCount(0);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });
});
