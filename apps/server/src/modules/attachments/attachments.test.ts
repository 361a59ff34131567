import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import {
  ATTACHMENT_MESSAGES,
  ATTACHMENT_QUOTA_BYTES,
  type Attachment,
  type Comment,
  MAX_ATTACHMENT_BYTES,
  type Project,
  type Task,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import type { DomainEvent } from '../../events/bus';
import { TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, makeTempDir, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import {
  addMember,
  type Caller,
  callerFor,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
} from '../projects/test-support';
import { demoPdf, demoPng } from './attachments.demo';
import { signAttachmentUrl } from './attachments.links';
import { taskAttachments } from './attachments.schema';
import { type AttachmentStorage, directoryStorage, parseS3Url, s3Storage } from './attachments.storage';

let t: TestApp;
// Acme: Olivia (admin, owns the project), Jordan and Sam (team members), Vera (a member outside the project, who
// sees its tasks but may not comment). Globex: Gary.
let olivia: Caller;
let jordan: Caller;
let sam: Caller;
let vera: Caller;
let gary: Caller;
let project: Project;
let task: Task;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const acme = await registerOrganization(t.app, 'acme-files.example', 'Olivia Admin');
  olivia = acme.admin;
  jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-files.example');
  sam = await signUp(t.app, 'Sam Park', 'sam@acme-files.example');
  vera = await signUp(t.app, 'Vera Stone', 'vera@acme-files.example');
  gary = (await registerOrganization(t.app, 'globex-files.example', 'Gary Globex')).admin;
  project = await newProject(olivia, { title: 'Portal' });
  await addMember(olivia, project._id, jordan, 'team-member');
  await addMember(olivia, project._id, sam, 'team-member');
  task = await newTask(olivia, { title: 'Design the login page', projectId: project._id });
  t.app.events.subscribe((event) => {
    events.push(event);
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface FilePart {
  name: string;
  bytes: Buffer;
}

/** A multipart/form-data body with a `file` part and any fields. */
function form(file: FilePart | null, fields: Record<string, string> = {}) {
  const boundary = `----taskflow${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(caller: Caller, taskId: string, file: FilePart | null, fields: Record<string, string> = {}) {
  const body = form(file, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/tasks/${taskId}/attachments`,
    headers: { ...caller.session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function follow(caller: Caller | null, url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: caller ? caller.session.headers : {} });
}

function errorOf(response: LightMyRequestResponse): string {
  return (response.json() as { error: string }).error;
}

const PNG = demoPng();
const dataDir = () => path.join(t.config.dataDir, 'attachments');

describe('POST and GET /tasks/{id}/attachments', () => {
  it('stores a file of an allowed type, answers it with a signed link, and lists the newest first', async () => {
    const png = await expectData<Attachment>(
      upload(jordan, task._id, { name: 'pixel.png', bytes: PNG }),
      201,
    );
    expect(png).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      taskId: task._id,
      commentId: null,
      name: 'pixel.png',
      size: PNG.length,
      type: 'image/png',
      url: expect.stringMatching(
        new RegExp(`^/api/v1/attachments/${png.id}/content\\?expires=\\d+&sid=[0-9a-f]{24}&sig=[\\w-]+$`),
      ),
      urlExpiresAt: expect.any(String),
      uploadedBy: { id: jordan.id, name: 'Jordan Lee' },
      createdAt: expect.any(String),
    });
    const minutes = (Date.parse(png.urlExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(existsSync(path.join(dataDir(), task._id, png.id))).toBe(true);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'attachment.added',
        attachment: { id: png.id, taskId: task._id, commentId: null },
      }),
    );

    // Text is typed by its extension once its content is UTF-8 text; the stored type is the detected one.
    const csv = await expectData<Attachment>(
      upload(olivia, task._id, { name: 'figures.csv', bytes: Buffer.from('month,total\nJanuary,12\n') }),
      201,
    );
    expect(csv.type).toBe('text/csv');
    const pdf = await expectData<Attachment>(
      upload(sam, task._id, { name: 'brief', bytes: demoPdf('Brief') }),
      201,
    );
    expect(pdf.type).toBe('application/pdf');

    // An office document is a zip container, typed by the parts it holds.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Budget').addRow(['Month', 'Total']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await expectData<Attachment>(
      upload(sam, task._id, { name: 'budget.bin', bytes: xlsx }),
      201,
    );
    expect(sheet.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const list = await expectData<Attachment[]>(jordan.request('GET', `/tasks/${task._id}/attachments`));
    expect(list.map((attachment) => attachment.name)).toEqual([
      'budget.bin',
      'brief',
      'figures.csv',
      'pixel.png',
    ]);
  });

  it('serves the content behind the link with its type, disposition and a policy that runs nothing', async () => {
    const png = await expectData<Attachment>(
      upload(jordan, task._id, { name: 'Ünïcode shot (1).png', bytes: PNG }),
      201,
    );
    const served = await follow(jordan, png.url);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(
      'inline; filename="_n_code shot (1).png"; filename*=UTF-8\'\'%C3%9Cn%C3%AFcode%20shot%20%281%29.png',
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);

    const text = await expectData<Attachment>(
      upload(jordan, task._id, { name: 'notes.md', bytes: Buffer.from('# Notes\n\nÉtude ✓\n') }),
      201,
    );
    const download = await follow(jordan, text.url);
    expect(download.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('takes a comment’s file with the comment’s id, and refuses a comment of another task', async () => {
    const comment = await expectData<Comment>(
      jordan.request('POST', `/tasks/${task._id}/comments`, { text: 'Screenshot attached' }),
      201,
    );
    const attached = await expectData<Attachment>(
      upload(jordan, task._id, { name: 'shot.png', bytes: PNG }, { commentId: comment._id }),
      201,
    );
    expect(attached.commentId).toBe(comment._id);

    const other = await newTask(olivia, { title: 'Another', projectId: project._id });
    const refused = await upload(
      jordan,
      other._id,
      { name: 'shot.png', bytes: PNG },
      { commentId: comment._id },
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe(ATTACHMENT_MESSAGES.commentNotFound);
    expect(existsSync(path.join(dataDir(), other._id))).toBe(false);
  });

  it('lands a file of exactly 25 MB and refuses one byte more with 413, leaving nothing stored', async () => {
    const target = await newTask(olivia, { title: 'Big files', projectId: project._id });
    const exact = Buffer.alloc(MAX_ATTACHMENT_BYTES);
    PNG.copy(exact);
    const landed = await expectData<Attachment>(
      upload(jordan, target._id, { name: 'exact.png', bytes: exact }),
      201,
    );
    expect(landed.size).toBe(MAX_ATTACHMENT_BYTES);

    const over = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1);
    PNG.copy(over);
    const refused = await upload(jordan, target._id, { name: 'big.png', bytes: over });
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused)).toBe('Files can be up to 25 MB; “big.png” is 25.1 MB.');
    expect(readdirSync(path.join(dataDir(), target._id))).toEqual([landed.id]);
  });

  it('refuses an executable named .png, and SVG or HTML, by their content, naming the file', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(200, 0x90),
      Buffer.from('This program cannot be run in DOS mode'),
    ]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
    for (const [name, bytes] of [
      ['holiday.png', exe],
      ['photo.png', elf],
    ] as const) {
      const refused = await upload(jordan, task._id, { name, bytes });
      expect(refused.statusCode, name).toBe(415);
      expect(errorOf(refused)).toBe(ATTACHMENT_MESSAGES.unsupportedType(name));
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const [name, bytes] of [
      ['chart.png', svg],
      ['page.txt', html],
    ] as const) {
      const refused = await upload(jordan, task._id, { name, bytes });
      expect(refused.statusCode, name).toBe(415);
      expect(errorOf(refused)).toBe(ATTACHMENT_MESSAGES.markupRefused(name));
    }
    const files = readdirSync(path.join(dataDir(), task._id));
    expect(files.every((file) => /^[0-9a-f]{24}$/.test(file))).toBe(true);
  });

  it('refuses a caller who may see the task but not comment on it (403), and a stranger (404)', async () => {
    const viewer = await upload(vera, task._id, { name: 'pixel.png', bytes: PNG });
    expect(viewer.statusCode).toBe(403);
    expect(errorOf(viewer)).toBe(ATTACHMENT_MESSAGES.cannotUpload);
    expect((await vera.request('GET', `/tasks/${task._id}/attachments`)).statusCode).toBe(200);

    const stranger = await upload(gary, task._id, { name: 'pixel.png', bytes: PNG });
    expect(stranger.statusCode).toBe(404);
    expect((await gary.request('GET', `/tasks/${task._id}/attachments`)).statusCode).toBe(404);
  });

  it('refuses a body without a file part', async () => {
    const response = await upload(jordan, task._id, null, { note: 'nothing' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(ATTACHMENT_MESSAGES.noFile);
  });

  it('refuses a file that would take the organization past its plan’s quota', async () => {
    const globexProject = await newProject(gary, { title: 'Globex files' });
    const globexTask = await newTask(gary, { title: 'Quota', projectId: globexProject._id });
    // What the workspace already holds: more than any plan allows.
    await t.database.db.insert(taskAttachments).values({
      taskId: globexTask._id,
      name: 'archive.zip',
      size: ATTACHMENT_QUOTA_BYTES.enterprise,
      type: 'application/zip',
      storageKey: `${globexTask._id}/ffffffffffffffffffffffff`,
      uploadedBy: gary.id,
    });
    const refused = await upload(gary, globexTask._id, { name: 'pixel.png', bytes: PNG });
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused)).toMatch(/plan holds (1 GB|100 GB|1 TB) of attachments/);
    expect(existsSync(path.join(dataDir(), globexTask._id))).toBe(false);
    await t.database.db.delete(taskAttachments).where(eq(taskAttachments.taskId, globexTask._id));
  });

  it('lets exactly one of two uploads at once through when the quota has room for one', async () => {
    const initech = await registerOrganization(t.app, 'initech-files.example', 'Ivy Initech');
    // On Free, past its trial: 1 GB.
    await t.database.db
      .update(organizations)
      .set({ subscriptionTier: 'free', trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(organizations.id, initech.organizationId));
    const initechProject = await newProject(initech.admin, { title: 'Initech files' });
    const initechTask = await newTask(initech.admin, { title: 'Race', projectId: initechProject._id });
    const file = Buffer.concat([PNG, Buffer.alloc(8192)]);
    // Room for one file and not two, and the request's length of each passes the early check.
    await t.database.db.insert(taskAttachments).values({
      taskId: initechTask._id,
      name: 'archive.zip',
      size: ATTACHMENT_QUOTA_BYTES.free - (2 * file.length - 1),
      type: 'application/zip',
      storageKey: `${initechTask._id}/ffffffffffffffffffffffff`,
      uploadedBy: initech.admin.id,
    });
    const answers = await Promise.all([
      upload(initech.admin, initechTask._id, { name: 'one.png', bytes: file }),
      upload(initech.admin, initechTask._id, { name: 'two.png', bytes: file }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    const refused = answers.find((answer) => answer.statusCode === 413);
    expect(refused && errorOf(refused)).toBe(ATTACHMENT_MESSAGES.quotaExceeded('free'));
    const rows = await t.database.db
      .select({ name: taskAttachments.name })
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, initechTask._id));
    expect(rows).toHaveLength(2);
    // The refused file left nothing behind: one file on disk.
    expect(readdirSync(path.join(dataDir(), initechTask._id))).toHaveLength(1);
  });
});

describe('the signed link', () => {
  let attachment: Attachment;
  beforeAll(async () => {
    attachment = await expectData<Attachment>(
      upload(jordan, task._id, { name: 'plan.pdf', bytes: demoPdf('Plan') }),
      201,
    );
  });

  it('is refused (404) to a Globex user, to another Acme browser, and once the attachment is gone', async () => {
    const globex = await follow(gary, attachment.url);
    expect(globex.statusCode).toBe(404);
    expect(errorOf(globex)).toBe(ATTACHMENT_MESSAGES.notFound);
    // The link was made for Jordan's session: Olivia, who may see the task, gets her own link from the list.
    expect((await follow(olivia, attachment.url)).statusCode).toBe(404);
    const tampered = attachment.url.replace(/sig=[\w-]+/, 'sig=AAAA');
    expect((await follow(jordan, tampered)).statusCode).toBe(404);
  });

  it('needs the browser’s session cookie (401 without it)', async () => {
    const response = await follow(null, attachment.url);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toBe(ATTACHMENT_MESSAGES.notSignedIn);
  });

  it('is refused once expired, with a clear message (403)', async () => {
    const claims = JSON.parse(
      Buffer.from(jordan.session.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as {
      sid: string;
      fph: string;
    };
    const expired = signAttachmentUrl(t.config.jwtSecret, {
      attachmentId: attachment.id,
      sessionId: claims.sid,
      fingerprintHash: claims.fph,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const response = await follow(jordan, expired);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(ATTACHMENT_MESSAGES.linkExpired);
    // The same link, still valid, works: only the expiry refused it.
    const valid = signAttachmentUrl(t.config.jwtSecret, {
      attachmentId: attachment.id,
      sessionId: claims.sid,
      fingerprintHash: claims.fph,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await follow(jordan, valid)).statusCode).toBe(200);
  });
});

describe('DELETE /attachments/{id}', () => {
  it('lets the uploader and a manager of the task delete, and refuses anyone else', async () => {
    const first = await expectData<Attachment>(upload(jordan, task._id, { name: 'a.png', bytes: PNG }), 201);
    const second = await expectData<Attachment>(upload(jordan, task._id, { name: 'b.png', bytes: PNG }), 201);

    const refused = await sam.request('DELETE', `/attachments/${first.id}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(ATTACHMENT_MESSAGES.cannotDelete);
    expect((await gary.request('DELETE', `/attachments/${first.id}`)).statusCode).toBe(404);

    const own = await jordan.request('DELETE', `/attachments/${first.id}`);
    expect(own.json()).toEqual({ success: true, message: ATTACHMENT_MESSAGES.deleted });
    expect((await olivia.request('DELETE', `/attachments/${second.id}`)).statusCode).toBe(200);
    expect(existsSync(path.join(dataDir(), task._id, first.id))).toBe(false);
    expect(existsSync(path.join(dataDir(), task._id, second.id))).toBe(false);
    expect((await follow(jordan, first.url)).statusCode).toBe(404);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'attachment.removed',
        attachment: expect.objectContaining({ id: first.id }),
      }),
    );
  });

  it('deleting the task deletes its files from the storage', async () => {
    const doomed = await newTask(olivia, { title: 'Doomed', projectId: project._id });
    await expectData<Attachment>(upload(jordan, doomed._id, { name: 'pixel.png', bytes: PNG }), 201);
    expect(existsSync(path.join(dataDir(), doomed._id))).toBe(true);
    expect((await olivia.request('DELETE', `/tasks/${doomed._id}`)).statusCode).toBe(200);
    await expect.poll(() => existsSync(path.join(dataDir(), doomed._id))).toBe(false);
    const rows = await t.database.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, doomed._id));
    expect(rows).toEqual([]);
  });

  it('deleting an organization deletes the files of its tasks, and no one else’s', async () => {
    const umbrella = await registerOrganization(t.app, 'umbrella-files.example', 'Una Umbrella');
    const umbrellaProject = await newProject(umbrella.admin, { title: 'Umbrella files' });
    const gone = await newTask(umbrella.admin, { title: 'Goes', projectId: umbrellaProject._id });
    await expectData<Attachment>(upload(umbrella.admin, gone._id, { name: 'pixel.png', bytes: PNG }), 201);
    const kept = await newTask(olivia, { title: 'Stays', projectId: project._id });
    await expectData<Attachment>(upload(jordan, kept._id, { name: 'pixel.png', bytes: PNG }), 201);
    const { sessions } = await addSignedInPeople(t, [
      { name: 'Pat Platform', email: 'platform@files.example', platformRole: 'super_admin' },
    ]);
    const platform = callerFor(t.app, sessions[0] as TestSession);

    await expectData(platform.request('DELETE', `/organizations/${umbrella.organizationId}`));
    await expect.poll(() => existsSync(path.join(dataDir(), gone._id))).toBe(false);
    expect(existsSync(path.join(dataDir(), kept._id))).toBe(true);
  });

  it('deleting an account deletes the files of the tasks that went with it', async () => {
    const ian = await signUp(t.app, 'Ian Solo', 'ian@solo-files.example');
    const own = await newTask(ian, { title: 'My own' });
    await expectData<Attachment>(upload(ian, own._id, { name: 'pixel.png', bytes: PNG }), 201);
    expect(existsSync(path.join(dataDir(), own._id))).toBe(true);

    await expectData(ian.request('DELETE', '/auth/account', { password: TEST_PASSWORD }));
    await expect.poll(() => existsSync(path.join(dataDir(), own._id))).toBe(false);
  });
});

describe('the API reference', () => {
  it('documents the upload as a multipart form with a file part', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const upload = document.paths['/api/v1/tasks/{id}/attachments']?.post;
    expect(JSON.stringify(upload?.requestBody)).toContain(
      '"multipart/form-data":{"schema":{"description":"multipart/form-data","anyOf":[{"type":"object","properties":{"file":{"type":"string","format":"binary"',
    );
  });
});

const TASK_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const KEY_A = `${TASK_ID}/bbbbbbbbbbbbbbbbbbbbbbbb`;
const KEY_B = `${TASK_ID}/cccccccccccccccccccccccc`;

/** A stream that gives some bytes, then fails, as a connection cut mid-upload does. */
function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('connection reset'));
        return;
      }
      sent = true;
      this.push(Buffer.alloc(4096, 1));
    },
  });
}

/** Stores, reads, deletes by key and by task, and keeps nothing of a stream that failed. */
async function exerciseStorage(storage: AttachmentStorage): Promise<void> {
  expect(await storage.put(KEY_A, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toBe(11);
  expect(await storage.put(KEY_B, Readable.from([PNG]))).toBe(PNG.length);
  const body = await storage.get(KEY_A);
  expect(body && (await readText(body))).toBe('hello world');
  expect(await storage.prefixes()).toEqual([TASK_ID]);

  await expect(
    storage.put('cccccccccccccccccccccccc/dddddddddddddddddddddddd', failingStream()),
  ).rejects.toThrow('connection reset');
  expect(await storage.prefixes()).toEqual([TASK_ID]);

  await storage.delete(KEY_A);
  expect(await storage.get(KEY_A)).toBeUndefined();
  await storage.deletePrefix(TASK_ID);
  expect(await storage.get(KEY_B)).toBeUndefined();
  expect(await storage.prefixes()).toEqual([]);
  await expect(storage.put('../../etc/passwd', Readable.from([PNG]))).rejects.toThrow(
    'Invalid attachment storage key',
  );
}

describe('the attachment storage', () => {
  it('in the data directory', async () => {
    const temp = makeTempDir('attachments');
    try {
      await exerciseStorage(directoryStorage(path.join(temp.dir, 'attachments')));
      // Nothing is left over, not even a partial file.
      expect(readdirSync(path.join(temp.dir, 'attachments'))).toEqual([]);
    } finally {
      temp.remove();
    }
  });

  describe('in an S3-compatible bucket', () => {
    // A loopback S3: it keeps PUT bodies by path and refuses any request without an AWS4 signature of its key.
    const objects = new Map<string, Buffer>();
    const authorizations: string[] = [];
    let server: Server;
    let location: ReturnType<typeof parseS3Url>;

    beforeAll(async () => {
      server = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://s3.test');
        const authorization = request.headers.authorization ?? '';
        authorizations.push(authorization);
        const signed =
          /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
            authorization,
          ) && Boolean(request.headers['x-amz-date']);
        if (!signed || !url.pathname.startsWith('/files/')) {
          response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
          return;
        }
        const key = decodeURIComponent(url.pathname.slice('/files/'.length));
        if (request.method === 'PUT') {
          const chunks: Buffer[] = [];
          request.on('data', (chunk: Buffer) => chunks.push(chunk));
          request.on('end', () => {
            const body = Buffer.concat(chunks);
            if (Number(request.headers['content-length']) !== body.length) {
              response.writeHead(400).end('<Error><Code>IncompleteBody</Code></Error>');
              return;
            }
            objects.set(key, body);
            response.writeHead(200).end();
          });
          return;
        }
        if (request.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
          const prefix = url.searchParams.get('prefix') ?? '';
          const keys = [...objects.keys()].filter((name) => name.startsWith(prefix));
          const xml = url.searchParams.get('delimiter')
            ? [...new Set(keys.map((name) => name.split('/')[0]))]
                .map((first) => `<CommonPrefixes><Prefix>${first}/</Prefix></CommonPrefixes>`)
                .join('')
            : keys.map((name) => `<Contents><Key>${name}</Key></Contents>`).join('');
          response
            .writeHead(200, { 'content-type': 'application/xml' })
            .end(`<ListBucketResult>${xml}</ListBucketResult>`);
          return;
        }
        const object = objects.get(key);
        if (request.method === 'GET') {
          if (object) response.writeHead(200).end(object);
          else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        if (request.method === 'DELETE') {
          objects.delete(key);
          response.writeHead(204).end();
          return;
        }
        response.writeHead(405).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      location = parseS3Url(`s3://TESTKEY:test%2Fsecret@127.0.0.1:${port}/files?region=eu-test-1&tls=false`);
    });
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
    });

    it('reads S3_URL: keys, bucket, region, and plain http only when asked', () => {
      expect(location).toMatchObject({
        bucket: 'files',
        region: 'eu-test-1',
        accessKeyId: 'TESTKEY',
        secretAccessKey: 'test/secret',
      });
      expect(location.endpoint.protocol).toBe('http:');
      expect(parseS3Url('s3://K:S@s3.example.com/bucket').endpoint.href).toBe('https://s3.example.com/');
      expect(() => parseS3Url('s3://s3.example.com/bucket')).toThrow('access key');
    });

    it('stores, reads and deletes through signed requests', async () => {
      const temp = makeTempDir('s3-spool');
      try {
        await exerciseStorage(s3Storage(location, temp.dir));
        expect(objects.size).toBe(0);
        // The upload of the failed stream never reached the bucket, and its spool file is gone too.
        expect(readdirSync(temp.dir)).toEqual([]);
        expect(authorizations.length).toBeGreaterThan(5);
      } finally {
        temp.remove();
      }
    });
  });
});
