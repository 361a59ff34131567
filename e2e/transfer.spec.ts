import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { signInThroughApi } from './support/auth';

// Issue 41's journey as the demo organization's admin, across Settings, the API and the Import and export page:
// she creates a read-only API token (shown once), the token lists tasks and is refused a write, a revoked token is
// refused at once; then she imports a Trello board, reads the dry run (what is skipped and why), imports it and
// opens the project it made, whose states are the board's lists (and a Review state, added in its place). The rules behind each step are proven in the
// tokens, transfer and parsers server tests; the screens' fields in their web tests and stories.
const DEMO_PASSWORD = 'demo1234';

/** A small Trello board export: three lists, four cards, a label, a checklist, a comment and an attachment. */
function trelloBoard(name: string) {
  const card = (id: string, list: string, title: string, extra: object = {}) => ({
    id,
    name: title,
    desc: '',
    idList: list,
    closed: false,
    due: null,
    idLabels: [],
    idMembers: [],
    idChecklists: [],
    attachments: [],
    dateLastActivity: '2026-11-30T10:00:00.000Z',
    ...extra,
  });
  return {
    id: 'b1',
    name,
    desc: 'Imported in the e2e journey',
    closed: false,
    lists: [
      { id: 'l1', name: 'Backlog', closed: false, pos: 1 },
      { id: 'l2', name: 'Doing', closed: false, pos: 2 },
      { id: 'l3', name: 'Done', closed: false, pos: 3 },
    ],
    labels: [{ id: 'g1', name: 'Urgent', color: 'red' }],
    cards: [
      card('c1', 'l1', 'Write the brief', { idLabels: ['g1'], idChecklists: ['k1'] }),
      card('c2', 'l2', 'Pick a venue', {
        attachments: [{ id: 'a1', name: 'map.png', url: 'https://trello.example/map.png' }],
      }),
      card('c3', 'l3', 'Book the caterer', { dueComplete: true }),
      card('c4', 'l1', 'Send invitations'),
    ],
    checklists: [
      {
        id: 'k1',
        name: 'Steps',
        idCard: 'c1',
        checkItems: [
          { id: 'i1', name: 'Draft', state: 'complete', pos: 1 },
          { id: 'i2', name: 'Review', state: 'incomplete', pos: 2 },
        ],
      },
    ],
    members: [],
    actions: [
      {
        id: 'x1',
        type: 'commentCard',
        date: '2026-11-29T09:00:00.000Z',
        data: { text: 'Ask for two quotes', card: { id: 'c2' } },
        memberCreator: { fullName: 'Sam Planner', username: 'sam' },
      },
    ],
  };
}

test('olivia creates a read-only API token, uses and revokes it, then imports a Trello board', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/settings');
  const suffix = Date.now().toString(36);

  // A token, read scope by default, shown once.
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API token' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(`Reporting ${suffix}`);
  await dialog.getByRole('radio', { name: 'Never' }).click();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new token' });
  const token = await shown.getByRole('textbox').inputValue();
  expect(token).toMatch(/^tf_pat_/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // The token on its own (no cookie, no session): it reads, it may not write.
  const outside = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  expect((await outside.get('/api/v1/tasks')).status()).toBe(200);
  const write = await outside.post('/api/v1/tasks', { data: { title: 'Written with a read token' } });
  expect(write.status()).toBe(403);

  await page.getByRole('button', { name: `Revoke Reporting ${suffix}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this token?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByRole('button', { name: `Revoke Reporting ${suffix}` })).toHaveCount(0);
  expect((await outside.get('/api/v1/tasks')).status()).toBe(401);
  await outside.dispose();

  // A Trello board: the dry run, the import, the project it made.
  const board = `Offsite ${suffix}`;
  await page.goto('/import-export');
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Trello board (JSON)' }).click();
  await page.getByLabel('File').setInputFiles({
    name: 'board.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(trelloBoard(board))),
  });
  await page.getByRole('button', { name: 'Read the file' }).click();
  const create = page.getByRole('table', { name: 'To create' });
  await expect(create.getByRole('row', { name: 'Tasks 4' })).toBeVisible();
  await expect(create.getByRole('row', { name: 'Sub-tasks 2' })).toBeVisible();
  await expect(create.getByRole('row', { name: 'Comments 1' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Not imported' })).toContainText('1 attachment');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('link', { name: `Open the project ${board}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible();
  const projectId = new URL(page.url()).pathname.split('/').pop() as string;
  const api = await apiAs(page);
  const workflow = await api.get<{ states: { name: string }[] }>(`projects/${projectId}/workflow`);
  // The lists in their order, and the category Trello has no list for (every workflow has one of each) in its place.
  expect(workflow.states.map((state) => state.name)).toEqual(['Backlog', 'Doing', 'Review', 'Done']);
});
