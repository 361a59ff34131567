import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchViolations } from './support/csp';
import { allow } from './support/timing';

// The interactive API reference: Swagger UI, served by the app itself at /api/docs, shows the
// document of /api/openapi.json whole, runs under the app's Content-Security-Policy, and calls the API.

const DOCS = '/api/docs';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

interface OpenApiDocument {
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
}

/** 'GET /api/v1/health' for every operation of the document. */
function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => HTTP_METHODS.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Fails on any request the page makes outside the app: the reference loads nothing from a CDN. */
function watchForeignRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
      foreign.push(url);
  });
  return foreign;
}

/**
 * axe's findings on Swagger UI's own markup, which its theme (contrast.css, landmark.js) cannot change; each is
 * excused only on the elements named here. Each operation's summary is a button holding the path's link and its
 * copy button (nested-interactive); the area headings are h3 right under the title's h1 (heading-order); the
 * copy buttons of the curl command and of an answer have an icon and no name (button-name).
 */
const SWAGGER_UI_MARKUP = [
  { rule: 'nested-interactive', target: /> \.opblock-summary-control$/ },
  { rule: 'heading-order', target: /^#operations-tag-[\w-]+$/ },
  { rule: 'button-name', target: /^\.(curl-command|highlight-code) > \.copy-to-clipboard > button$/ },
];

async function openReference(page: Page): Promise<void> {
  const response = await page.goto(DOCS);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI parses the whole document before it shows anything: give a busy machine time.
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: allow(30_000) });
}

/** GET /api/v1/health's block on the page. */
function healthOperation(page: Page): Locator {
  return page.locator('.opblock-get').filter({
    has: page.locator('.opblock-summary-path[data-path="/api/v1/health"]'),
  });
}

/** axe on the page, or on the part `include` selects, finds nothing beyond `SWAGGER_UI_MARKUP`. */
async function expectNoAxeViolationsBeyondSwaggerUi(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const excused = (rule: string, target: string) =>
    SWAGGER_UI_MARKUP.some((finding) => finding.rule === rule && finding.target.test(target));
  const violations = results.violations
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes
        .map((node) => node.target.join(' '))
        .filter((target) => !excused(violation.id, target)),
    }))
    .filter((violation) => violation.targets.length > 0);
  expect(violations.map(({ id, targets }) => `${id}: ${targets.join(', ')}`)).toEqual([]);
}

test.describe('The API reference at /api/docs', () => {
  // The page holds some 140 operation blocks, built from a 370 kB document, and axe walks them all: on a busy
  // 2-core machine one test takes well over the suite's minute.
  test.describe.configure({ timeout: allow(180_000) });

  test('lists every operation of /api/openapi.json, grouped by area, under the CSP and from the app only', async ({
    page,
    request,
    baseURL,
  }) => {
    const reported = await watchViolations(page);
    const foreign = watchForeignRequests(page, baseURL ?? '');
    const document = (await (await request.get('/api/openapi.json')).json()) as OpenApiDocument;
    const expected = operationsOf(document).sort();
    expect(expected.length).toBeGreaterThan(100);

    await openReference(page);
    await expect(page.getByRole('heading', { level: 1, name: /TaskFlow API/ })).toBeVisible();
    // docExpansion 'list': every area is open, so every operation has its block on the page.
    await expect(page.locator('.opblock')).toHaveCount(expected.length);
    const shown = await page
      .locator('.opblock')
      .evaluateAll((blocks) =>
        blocks.map(
          (block) =>
            `${block.querySelector('.opblock-summary-method')?.textContent?.trim()} ${block
              .querySelector('.opblock-summary-path')
              ?.getAttribute('data-path')}`,
        ),
      );
    expect(shown.sort()).toEqual(expected);

    const areas = await page
      .locator('.opblock-tag[data-tag]')
      .evaluateAll((headings) => headings.map((heading) => heading.getAttribute('data-tag')));
    expect(areas).toEqual(document.tags.map((tag) => tag.name));

    expect(reported, 'CSP violations on /api/docs').toEqual([]);
    expect(foreign, 'requests outside the app').toEqual([]);
  });

  test('tries out a public GET: the health check answers from the page', async ({ page }) => {
    const reported = await watchViolations(page);
    await openReference(page);
    const health = healthOperation(page);
    await health.locator('.opblock-summary-control').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/health' && response.request().method() === 'GET',
    );
    await health.getByRole('button', { name: 'Execute' }).click();
    expect((await answer).status()).toBe(200);
    const live = health.locator('.live-responses-table');
    await expect(live.locator('tr.response .response-col_status')).toHaveText('200');
    await expect(live.locator('tr.response .response-col_description')).toContainText('"status": "ok"');
    expect(reported, 'CSP violations while trying it out').toEqual([]);
  });

  test("axe finds no violation on the reference, but for Swagger UI's markup that its theme cannot change", async ({
    page,
  }) => {
    await openReference(page);
    await expectNoAxeViolationsBeyondSwaggerUi(page);
    // An operation open, with its answer after trying it out.
    const health = healthOperation(page);
    await health.locator('.opblock-summary-control').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await expect(health.locator('.live-responses-table tr.response .response-col_status')).toHaveText('200');
    await expectNoAxeViolationsBeyondSwaggerUi(page, '#operations-health-get_api_v1_health');
  });
});
