import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './support/auth';

// Globex's admin changes the brand colour and the logo in /org/settings. Acme's look belongs to branding.spec.ts
// (its colours are read and changed there, one test after the other), so this spec uses the other demo
// organization, and puts its seeded look back at the end.
const DEMO_PASSWORD = 'demo1234';
const NEW_PRIMARY = '#15803D';
// A 2x2 PNG (magic bytes and all): the server checks that the bytes are the image their type says.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGMQbbD9D8IMMAYAPIAHRfjv2ccAAAAASUVORK5CYII=',
  'base64',
);

async function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--mui-palette-primary-main')
      .trim()
      .toUpperCase(),
  );
}

async function authorization(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  return { Authorization: `Bearer ${token}` };
}

test('the admin recolours the app and uploads a logo from the organization settings', async ({ page }) => {
  await signInThroughApi(page, 'grace@globex.example', DEMO_PASSWORD, '/org/settings');
  const headers = await authorization(page);
  const current = await page.request.get('/api/v1/organizations/current', { headers });
  const organization = (await current.json()).data as { _id: string; name: string; branding: object };
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Organization Settings' })).toBeVisible();
    const before = await primaryColour(page);
    expect(before).not.toBe(NEW_PRIMARY);

    const branding = page.getByRole('form', { name: 'Branding' });
    await branding.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(NEW_PRIMARY);
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved: every member sees it now')).toBeVisible();
    // The whole app takes the new colour at once: the theme's variable and the page's own buttons.
    await expect.poll(() => primaryColour(page)).toBe(NEW_PRIMARY);
    const save = page.getByRole('button', { name: 'Save profile' });
    await expect(save).toHaveCSS('background-color', 'rgb(21, 128, 61)');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Organization Settings' })).toBeVisible();
    await expect.poll(() => primaryColour(page)).toBe(NEW_PRIMARY);
    await expect(branding.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
      NEW_PRIMARY,
    );

    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    const logo = page.getByRole('img', { name: `Logo of ${organization.name}` });
    await expect(logo).toHaveAttribute('src', new RegExp(`/api/v1/organizations/${organization._id}/logo`));
    // Loaded from the server, not the local preview.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
  } finally {
    await page.request.put(`/api/v1/organizations/${organization._id}`, {
      headers,
      data: { branding: organization.branding },
    });
    await page.request.delete(`/api/v1/organizations/${organization._id}/logo`, { headers });
  }
});
