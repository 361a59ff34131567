import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';

// Reports: the demo organization's admin sees throughput and cycle time computed from the demo tasks'
// status history, and the XLSX export carries the same figures as the screen's tables. (A department manager
// offered only her departments is Reports.test.tsx's and the server's analytics.routes.test.ts.)
const DEMO_PASSWORD = 'demo1234';
const tableDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A chart's figures as its 'View as table' shows them: one array of cell texts per row. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const figure = page.getByRole('figure', { name: title });
  await figure.getByRole('switch', { name: 'View as table' }).check();
  const rows: Locator = figure.getByRole('table', { name: title }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? '')),
  );
}

test('an admin sees throughput and cycle time for the demo data, and the XLSX export has the same figures', async ({
  page,
}) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/reports');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Reports & Analytics');
  const throughput = page.getByRole('figure', { name: 'Throughput per week' });
  await expect(throughput).not.toHaveAttribute('aria-busy', 'true');
  await expect(throughput).toContainText(/[1-9]\d* tasks? completed/);
  const cycle = page.getByRole('list', { name: 'Cycle time and lead time' }).getByRole('listitem').first();
  await expect(cycle).toContainText(/Median cycle time\s*\d+(\.\d)? days?/);
  const weeks = await tableOf(page, 'Throughput per week');
  expect(weeks.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());

  const sheet = workbook.getWorksheet('Throughput per week');
  const exported: string[][] = [];
  sheet?.eachRow((row, index) => {
    if (index === 1) return;
    const [weekStart, completed] = [row.getCell(1).value, row.getCell(2).value];
    exported.push([tableDay.format(new Date(`${weekStart}T00:00:00Z`)), String(completed)]);
  });
  expect(exported).toEqual(weeks);

  const cycleSheet = workbook.getWorksheet('Cycle time');
  const median = cycleSheet?.getRow(2).getCell(1).value;
  expect(typeof median).toBe('number');
  await expect(cycle).toContainText(`${median} day`);
});
