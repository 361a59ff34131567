import type { Attachment } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAttachment, listTaskAttachments, uploadTaskAttachment } from './attachments';
import { ApiError } from './errors';
import { createApiClient } from './http';
import { createFakeApi, fakeClient, testId } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const api = createFakeApi();
const client = fakeClient(api);
const taskId = testId(20);
const attachment: Attachment = {
  id: testId(40),
  taskId,
  commentId: null,
  name: 'shot.png',
  size: 4,
  type: 'image/png',
  url: `/api/v1/attachments/${testId(40)}/content?expires=1&sid=${testId(41)}&sig=abc`,
  urlExpiresAt: '2026-12-06T21:15:00.000Z',
  uploadedBy: { id: testId(1), name: 'Jordan Lee' },
  createdAt: '2026-12-06T21:00:00.000Z',
};

beforeEach(() => api.reset());
afterEach(() => {
  expect(api.unexpected).toEqual([]);
  vi.unstubAllGlobals();
});

/** The parts of a multipart body: name, file name, text. */
function partsOf(bytes: Uint8Array, contentType: string) {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';
  return new TextDecoder()
    .decode(bytes)
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...body] = part.split('\r\n\r\n');
      return {
        name: /name="([^"]+)"/.exec(head)?.[1],
        fileName: /filename="([^"]*)"/.exec(head)?.[1],
        text: body.join('\r\n\r\n').replace(/\r\n$/, ''),
      };
    });
}

describe('attachments', () => {
  it('lists a task’s attachments', async () => {
    api.on(`GET /tasks/${taskId}/attachments`, [200, { success: true, data: [attachment] }]);
    expect(await listTaskAttachments(client, taskId)).toEqual([attachment]);
  });

  it('uploads a file as a multipart form, the comment’s id first, with the bearer token', async () => {
    api.on(`POST /tasks/${taskId}/attachments`, [201, { success: true, data: attachment }]);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    expect(await uploadTaskAttachment(client, taskId, file, { commentId: testId(30) })).toEqual(attachment);
    const [request] = api.seen;
    const contentType = request?.headers.get('content-type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('authorization')).toBe('Bearer t.o.k');
    expect(partsOf(request?.bytes ?? new Uint8Array(), contentType)).toEqual([
      { name: 'commentId', fileName: undefined, text: testId(30) },
      { name: 'file', fileName: 'shot.png', text: '\u0089PNG'.replace('\u0089', '\ufffd') },
    ]);
  });

  it('names a Blob without a name "file", and carries the server’s refusal', async () => {
    api.on(`POST /tasks/${taskId}/attachments`, [
      413,
      { success: false, error: 'Files can be up to 25 MB; “file” is 26 MB.' },
    ]);
    const refused = uploadTaskAttachment(client, taskId, new Blob(['x']));
    await expect(refused).rejects.toEqual(
      expect.objectContaining({ message: 'Files can be up to 25 MB; “file” is 26 MB.', status: 413 }),
    );
    const [request] = api.seen;
    expect(partsOf(request?.bytes ?? new Uint8Array(), request?.headers.get('content-type') ?? '')).toEqual([
      { name: 'file', fileName: 'file', text: 'x' },
    ]);
  });

  it('deletes an attachment', async () => {
    api.on(`DELETE /attachments/${attachment.id}`, [200, { success: true, message: 'Attachment deleted' }]);
    await deleteAttachment(client, attachment.id);
    expect(api.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /attachments/${attachment.id}`,
    ]);
  });
});

/** A stand-in XMLHttpRequest: records what is sent, reports progress, answers what the test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  sent: unknown;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100 });
      this.upload.onprogress?.({ loaded: 100, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    });
  }
  abort() {
    queueMicrotask(() => this.onabort?.());
  }
}

describe('uploads in a browser', () => {
  const browserClient = (onUnauthorized = () => undefined) =>
    createApiClient({ baseUrl: '/api/v1/', tokenStorage: createMemoryTokenStorage('t.o.k'), onUnauthorized });

  it('go through XMLHttpRequest and report their progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, body: { success: true, data: attachment } };
    const progress: [number, number][] = [];
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const answer = await uploadTaskAttachment(browserClient(), taskId, file, {
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(answer).toEqual(attachment);
    expect(progress).toEqual([
      [50, 100],
      [100, 100],
    ]);
    const xhr = FakeXhr.last;
    expect([xhr?.method, xhr?.url, xhr?.withCredentials]).toEqual([
      'POST',
      `/api/v1/tasks/${taskId}/attachments`,
      true,
    ]);
    expect(xhr?.headers).toEqual({ Authorization: 'Bearer t.o.k' });
    expect((xhr?.sent as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it('carry the server’s refusal, and a 401 signs out', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 415, body: { success: false, error: '“setup.png” cannot be attached' } };
    const refused = uploadTaskAttachment(browserClient(), taskId, new File(['MZ'], 'setup.png'));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 415, message: '“setup.png” cannot be attached' });

    FakeXhr.answer = { status: 401, body: { success: false, error: 'Not signed in' } };
    const signedOut = vi.fn();
    await expect(
      uploadTaskAttachment(browserClient(signedOut), taskId, new Blob(['x'])),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('stop when their signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadTaskAttachment(browserClient(), taskId, new Blob(['x']), { signal: controller.signal }),
    ).rejects.toMatchObject({ status: 0, message: 'Network error: the upload was cancelled' });
  });
});
