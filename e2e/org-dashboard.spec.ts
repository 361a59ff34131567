import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';

// The demo organization (Acme) as seeded at start: Olivia its admin, Jordan a member, each in a browser of their
// own. The dashboard's figures are EnhancedOrganizationDashboard.test.tsx's (the screen) and the server's tests
// (the stats route, the seed); a member's page recolouring live when the admin changes the brand is in
// branding.spec.ts, with the other tests of Acme's look.
const DEMO_PASSWORD = 'demo1234';

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
