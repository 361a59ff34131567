import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './support/auth';

// The demo organization (Acme, seeded with an emerald brand) from the first paint of a reload, and Acme's colour
// changed while a member's page is open. (An individual's default look is @app/ui's BrandingProvider test.) The
// tests run one after the other: one changes the colour the other reads (and puts it back), and no other spec
// touches Acme's look.
test.describe.configure({ mode: 'serial' });

const DEMO_PASSWORD = 'demo1234';

interface Organization {
  _id: string;
  branding?: Record<string, string>;
}

async function call<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** `#rrggbb` or `rgb(r, g, b)` as its three channels. */
function channels(colour: string): [number, number, number] {
  const hex = colour.trim().match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (hex) return [1, 2, 3].map((at) => Number.parseInt(hex[at] ?? '0', 16)) as [number, number, number];
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  return [r, g, b];
}

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

test("the admin changes the brand colour and a member's open dashboard recolours without a reload", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'jordan@acme.example', DEMO_PASSWORD, '/org/dashboard');
  const refresh = page.getByRole('button', { name: 'Refresh dashboard' });
  await expect(refresh).toBeVisible();
  const primaryVar = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
  const refreshColour = () => refresh.evaluate((element) => getComputedStyle(element).color);
  // Acme's seeded emerald.
  await expect.poll(async () => channels(await primaryVar())[1]).toBeGreaterThan(100);
  const before = { variable: await primaryVar(), button: await refreshColour() };
  // A page that reloaded would lose this.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // Olivia, in a browser of her own, changes the colour through the API.
  const admin = await browser.newContext();
  const login = await admin.request.post('/api/v1/auth/login', {
    data: { email: 'olivia@acme.example', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const acme = await call<Organization>(admin.request, token, '/organizations/current');
  const original = acme.branding ?? {};
  const put = (branding: Record<string, string>) =>
    admin.request.put(`/api/v1/organizations/${acme._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { branding },
    });
  try {
    const changed = await put({
      ...original,
      primaryColor: '#6D28D9',
      primaryDarkColor: '#4C1D95',
      primaryLightColor: '#A78BFA',
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // Violet: blue and red over green, in the theme's variable and on the page's primary action.
    await expect
      .poll(async () => {
        const [r, g, b] = channels(await primaryVar());
        return b > g && r > g;
      })
      .toBe(true);
    expect(await primaryVar()).not.toBe(before.variable);
    // Polled to the end colour: the button's colour transition passes through colours between the two.
    await expect
      .poll(
        async () => {
          const [r, g, b] = channels(await refreshColour());
          return b > g && r > g;
        },
        { message: "the Refresh button's colour" },
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  } finally {
    // Acme's seeded look, for the other specs.
    const restored = await put(original);
    expect(restored.status(), await restored.text()).toBe(200);
    await admin.close();
  }
});
