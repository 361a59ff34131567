import {
  type Comment,
  type Project,
  RICH_TEXT_MESSAGES,
  type Task,
  type TaskDescriptionVersion,
  XSS_PAYLOADS,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addMember, type Caller, expectData, newProject, newTask, signUp } from '../projects/test-support';

// Issue 38: rich text descriptions, sanitised on the way in, with their history.
let t: TestApp;
let alex: Caller;
let sam: Caller;
let eve: Caller;
let project: { _id: string };

beforeAll(async () => {
  t = await createTestApp();
  [alex, sam, eve] = await Promise.all([
    signUp(t.app, 'Alex Morgan'),
    signUp(t.app, 'Sam Lee'),
    signUp(t.app, 'Eve Stone'),
  ]);
  project = await newProject(alex, { title: 'Launch' });
  await addMember(alex, project._id, sam, 'team-member');
});
afterAll(async () => {
  await t?.close();
});

const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

describe('rich text descriptions', () => {
  it('stores the sanitised document and its plain-text copy, and keeps every version with its editor', async () => {
    const created = await newTask(alex, {
      title: 'Login fails',
      projectId: project._id,
      descriptionDoc: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2, onclick: 'x' }, content: [text('Steps')] },
          paragraph(
            text('Open '),
            text('the page', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
          ),
        ],
      },
    } as never);
    expect(created.description).toBe('Steps\nOpen the page');
    expect(created.descriptionDoc).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Steps')] },
        paragraph(text('Open '), text('the page')),
      ],
    });

    // Every XSS payload stays text, in the document and in the copy.
    const payloadDoc = {
      type: 'doc',
      content: XSS_PAYLOADS.map((payload) =>
        paragraph(text(payload, [{ type: 'link', attrs: { href: payload } }])),
      ),
    };
    const updated = await expectData<Task>(
      alex.request('PUT', `/tasks/${created._id}`, { descriptionDoc: payloadDoc }),
    );
    expect(updated.description).toBe(XSS_PAYLOADS.join('\n'));
    expect(JSON.stringify(updated.descriptionDoc)).not.toContain('"link"');

    // An edit form sending the plain copy back unchanged keeps the formatting, and makes no version.
    const resent = await expectData<Task>(
      alex.request('PUT', `/tasks/${created._id}`, {
        title: 'Login fails',
        description: updated.description,
      }),
    );
    expect(resent.descriptionDoc).toEqual(updated.descriptionDoc);
    // A plain description makes it plain again; the same text again is no new version.
    await expectData(alex.request('PUT', `/tasks/${created._id}`, { description: 'Plain now' }));
    const plain = await expectData<Task>(
      alex.request('PUT', `/tasks/${created._id}`, { description: 'Plain now' }),
    );
    expect(plain.descriptionDoc).toBeNull();

    const history = await expectData<TaskDescriptionVersion[]>(
      sam.request('GET', `/tasks/${created._id}/description-history`),
    );
    expect(history.map((version) => version.text.split('\n')[0])).toEqual([
      'Plain now',
      XSS_PAYLOADS[0],
      'Steps',
    ]);
    expect(history.every((version) => version.editedBy?.name === 'Alex Morgan')).toBe(true);
    expect(history[2]?.doc?.content?.[0]?.type).toBe('heading');
  });

  it('refuses a node the editor cannot write, and text past the limit, with a 400 that says why', async () => {
    const task = await newTask(alex, { title: 'Refusals', projectId: project._id });
    const bad = await alex.request('PUT', `/tasks/${task._id}`, {
      descriptionDoc: { type: 'doc', content: [{ type: 'iframe', attrs: { src: 'x' } }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(RICH_TEXT_MESSAGES.unknownNode('iframe'));
    const long = await alex.request('PUT', `/tasks/${task._id}`, {
      descriptionDoc: { type: 'doc', content: [paragraph(text('x'.repeat(10001)))] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(RICH_TEXT_MESSAGES.tooLong(10000));
    // Nothing was stored.
    expect(
      (await expectData<Task>(alex.request('GET', `/tasks/${task._id}`))).description ?? null,
    ).toBeNull();
  });

  it('shows the history only to people who see the task', async () => {
    const task = await newTask(alex, {
      title: 'Private',
      projectId: project._id,
      description: 'Secret plan',
    });
    expect((await eve.request('GET', `/tasks/${task._id}/description-history`)).statusCode).toBe(404);
    // A team member may not change the description (it is managing the task).
    expect(
      (
        await sam.request('PUT', `/tasks/${task._id}`, {
          descriptionDoc: { type: 'doc', content: [paragraph(text('Mine'))] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps a rich comment sanitised, with its plain-text copy as the text', async () => {
    const task = await newTask(alex, { title: 'Chat', projectId: project._id });
    const comment = await expectData<Comment>(
      sam.request('POST', `/tasks/${task._id}/comments`, {
        text: 'ignored',
        doc: {
          type: 'doc',
          content: [
            paragraph(
              text('<img src=x onerror=alert(1)>', [
                { type: 'link', attrs: { href: 'javascript:alert(1)' } },
              ]),
            ),
            { type: 'codeBlock', attrs: { language: 'js' }, content: [text('let a = 1;')] },
          ],
        },
      }),
      201,
    );
    expect(comment.text).toBe('<img src=x onerror=alert(1)>\nlet a = 1;');
    expect(comment.doc?.content?.[0]).toEqual(paragraph(text('<img src=x onerror=alert(1)>')));
    const listed = await expectData<Comment[]>(alex.request('GET', `/tasks/${task._id}/comments`));
    expect(listed[0]?.doc).toEqual(comment.doc);
    const empty = await sam.request('POST', `/tasks/${task._id}/comments`, {
      text: 'x',
      doc: { type: 'doc', content: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps a project’s description as rich text too', async () => {
    const created = await expectData<Project>(
      alex.request('POST', '/projects', {
        title: 'Rich project',
        descriptionDoc: {
          type: 'doc',
          content: [
            {
              type: 'bulletList',
              content: [{ type: 'listItem', content: [paragraph(text('Goal', [{ type: 'bold' }]))] }],
            },
          ],
        },
      }),
      201,
    );
    expect(created.description).toBe('- Goal');
    expect(created.descriptionDoc?.content?.[0]?.type).toBe('bulletList');
    const cleared = await expectData<Project>(
      alex.request('PUT', `/projects/${created._id}`, { descriptionDoc: { type: 'doc', content: [] } }),
    );
    expect(cleared.description ?? null).toBeNull();
    expect(cleared.descriptionDoc ?? null).toBeNull();
  });
});
