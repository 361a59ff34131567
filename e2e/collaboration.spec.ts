import { type BrowserContext, expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoAxeViolations, signUpThroughApi } from './support/auth';
import { allow } from './support/timing';

// Issue 38 across two browsers and a stranger: a rich comment that mentions a member and carries a screenshot,
// the member told at once and seeing it formatted, and the screenshot's link refused to anyone else.

// A 2×2 PNG, as a screenshot would be pasted.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('a comment mentions a member with a code block and a screenshot; the member is told at once; its link works for nobody else', async ({
  browser,
}) => {
  test.setTimeout(allow(120_000));
  const viewport = { width: 1400, height: 1000 };
  const contexts: BrowserContext[] = [];
  for (let i = 0; i < 3; i += 1) contexts.push(await browser.newContext({ viewport }));
  const [alexContext, samContext, eveContext] = contexts as [BrowserContext, BrowserContext, BrowserContext];
  try {
    const alex = await alexContext.newPage();
    const sam = await samContext.newPage();
    const eve = await eveContext.newPage();
    await signUpThroughApi(alex, 'Alex Collab');
    const samEmail = await signUpThroughApi(sam, 'Sam Collab');
    await signUpThroughApi(eve, 'Eve Outsider');
    const alexApi = await apiAs(alex);
    const project = await alexApi.post<{ _id: string }>('projects', { title: 'Portal' });
    await alexApi.post(`projects/${project._id}/members`, { email: samEmail, role: 'team-member' });
    const task = await alexApi.post<{ _id: string }>('tasks', {
      title: 'Fix logout',
      projectId: project._id,
    });

    await sam.goto(`/tasks/${task._id}`);
    await alex.goto(`/tasks/${task._id}`);
    const alexMain = alex.getByRole('main');

    // Alex writes: a mention picked from the popup, a code block, and a screenshot.
    const editor = alexMain.getByRole('textbox', { name: 'Add a comment' });
    await editor.click();
    await expect(alexMain.getByRole('button', { name: 'Code block' })).toBeVisible();
    await alex.keyboard.type('Logout fails for @Sa');
    await alex.getByRole('option', { name: /Sam Collab/ }).click();
    await alex.keyboard.press('Enter');
    await alexMain.getByRole('button', { name: 'Code block' }).click();
    await alex.keyboard.type('await signOut(session);');
    await alexMain
      .getByLabel('Image file')
      .setInputFiles({ name: 'logout.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor.getByRole('img', { name: 'logout.png' })).toBeVisible();
    // And a file that goes with the comment itself.
    await alexMain
      .getByLabel('Files for the comment')
      .setInputFiles({ name: 'session.log', mimeType: 'text/plain', buffer: Buffer.from('signOut: 401\n') });
    await alexMain.getByRole('button', { name: 'Post comment' }).click();
    const thread = alexMain.getByRole('list', { name: 'Comments' });
    await expect(thread.getByText('@Sam Collab')).toBeVisible();
    await expect(thread.getByRole('link', { name: /session\.log/ })).toBeVisible();

    // Sam sees the comment formatted without a reload, the screenshot among the task's files, and is told.
    const samMain = sam.getByRole('main');
    const samThread = samMain.getByRole('list', { name: 'Comments' });
    await expect(samThread.locator('pre')).toHaveText('await signOut(session);');
    await expect(samThread.getByRole('list', { name: 'Files of the comment' })).toContainText('session.log');
    await expect(samThread.getByRole('img', { name: 'logout.png' })).toBeVisible();
    const link = samMain.getByRole('link', { name: 'logout.png' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/attachments\/.+\/content\?/);
    await expectNoAxeViolations(sam);
    await sam.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(
      sam
        .getByRole('dialog', { name: 'Notifications' })
        .getByText('Alex Collab mentioned you in a comment on "Fix logout"'),
    ).toBeVisible();

    // The link is Sam's: it opens for Sam, and for nobody else, not even Alex's browser.
    const own = await sam.request.get(href as string);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('image/png');
    expect((await eve.request.get(href as string)).status()).toBe(404);
    expect((await alex.request.get(href as string)).status()).toBe(404);
  } finally {
    for (const context of contexts) await context.close();
  }
});
