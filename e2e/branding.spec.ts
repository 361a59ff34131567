import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './support/auth';

// The demo organization (Acme, seeded with an emerald brand) against the default blue of an individual account.
const DEMO_PASSWORD = 'demo1234';

async function primaryButtonColour(page: Page): Promise<[number, number, number]> {
  const button = page
    .getByRole('link', { name: 'New Project' })
    .or(page.getByRole('button', { name: 'New Project' }));
  await expect(button.first()).toBeVisible();
  const colour = await button.first().evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  return [r, g, b];
}

test('an organization member sees the organization colours, from the first paint of a reload', async ({
  page,
}) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/org\/dashboard$/);
  await expect
    .poll(async () => {
      const [r, g, b] = await primaryButtonColour(page);
      return g > r && g > b;
    })
    .toBe(true);

  // Reload: the first thing React paints (the start-up spinner, before the session is checked again) already
  // uses the brand colour that this device remembered.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, {
    polling: 'raf',
  });
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
  );
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(primary.slice(at, at + 2), 16));
  expect(primary, 'primary colour at first paint').toMatch(/^#[0-9a-f]{6}$/i);
  expect(g).toBeGreaterThan(r ?? 0);
  expect(g).toBeGreaterThan(b ?? 0);
});

test('an individual sees the default colours', async ({ page }) => {
  await signInThroughApi(page, 'alex@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const [r, g, b] = await primaryButtonColour(page);
  expect(b).toBeGreaterThan(g);
  expect(b).toBeGreaterThan(r);
});
