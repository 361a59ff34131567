// @vitest-environment jsdom
import type { Attachment } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeClient, testId } from '../test-support';
import {
  useAttachmentUploads,
  useDeleteAttachment,
  useTaskAttachments,
  useUploadAttachment,
} from './attachments';
import { useLiveWorkUpdates } from './realtime';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);
const taskId = testId(20);
const path = `GET /tasks/${taskId}/attachments`;
const attachment = (n: number, name: string): Attachment => ({
  id: testId(40 + n),
  taskId,
  commentId: null,
  name,
  size: 4,
  type: 'image/png',
  url: `/api/v1/attachments/${testId(40 + n)}/content?expires=1&sid=${testId(9)}&sig=abc`,
  urlExpiresAt: '2026-12-06T21:15:00.000Z',
  uploadedBy: { id: testId(1), name: 'Jordan Lee' },
  createdAt: '2026-12-06T21:00:00.000Z',
});
const first = attachment(1, 'first.png');
const second = attachment(2, 'second.png');

let bed: RealtimeTestbed;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.reset();
  bed = realtimeTestbed();
});
afterEach(() => {
  cleanup();
  bed.stop();
  vi.useRealTimers();
  expect(api.unexpected).toEqual([]);
});

describe('a task’s attachments', () => {
  it('are read again when the server says one was added, and an upload and a delete show at once', async () => {
    api.on(path, [200, { success: true, data: [first] }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => {
        useLiveWorkUpdates();
        return {
          list: useTaskAttachments(client, taskId),
          upload: useUploadAttachment(client, taskId),
          remove: useDeleteAttachment(client, taskId),
        };
      },
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    act(() => bed.realtime.connect());
    await waitFor(() => expect(result.current.list.data?.map((item) => item.name)).toEqual(['first.png']));

    // Someone else attached a file: the open task reads its list again.
    api.on(path, [200, { success: true, data: [second, first] }]);
    act(() => {
      bed.server.emit('dashboard_update', {
        type: 'attachment_added',
        data: { taskId, attachmentId: second.id },
      });
    });
    await advance();
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));

    const third = attachment(3, 'third.png');
    api.on(`POST /tasks/${taskId}/attachments`, [201, { success: true, data: third }]);
    api.on(path, [200, { success: true, data: [third, second, first] }]);
    await act(() => result.current.upload.mutateAsync({ file: new File(['x'], 'third.png') }));
    await waitFor(() => expect(result.current.list.data?.[0]?.name).toBe('third.png'));

    api.on(`DELETE /attachments/${second.id}`, [200, { success: true, message: 'Attachment deleted' }]);
    api.on(path, [200, { success: true, data: [third, first] }]);
    await act(() => result.current.remove.mutateAsync(second.id));
    await waitFor(() =>
      expect(result.current.list.data?.map((item) => item.id)).toEqual([third.id, first.id]),
    );
  });
});

describe('several uploads at once', () => {
  it('refuses a file past 25 MB without sending it, lands the others, and keeps a server refusal as that file’s error', async () => {
    api.on(path, [200, { success: true, data: [] }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(() => useAttachmentUploads(client, taskId), {
      wrapper: realtimeProviderFor(queryClient, bed.realtime),
    });
    const big = new File(['x'], 'big.bin');
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    api.on(`POST /tasks/${taskId}/attachments`, [201, { success: true, data: first }]);
    let landed: Attachment[] = [];
    await act(async () => {
      landed = await result.current.add([new File(['png!'], 'first.png'), big]);
    });
    expect(landed.map((item) => item.name)).toEqual(['first.png']);
    // The landed file left the list; the refused one stays with its reason until dismissed.
    expect(result.current.uploads).toEqual([
      expect.objectContaining({ name: 'big.bin', error: 'Files can be up to 25 MB; “big.bin” is 26 MB.' }),
    ]);
    expect(api.seen.filter((request) => request.method === 'POST')).toHaveLength(1);

    api.on(`POST /tasks/${taskId}/attachments`, [
      415,
      { success: false, error: '“tool.png” cannot be attached' },
    ]);
    await act(async () => {
      await result.current.add([new File(['MZ'], 'tool.png')]);
    });
    expect(result.current.uploads.map((item) => item.error)).toEqual([
      'Files can be up to 25 MB; “big.bin” is 26 MB.',
      '“tool.png” cannot be attached',
    ]);
    act(() => result.current.dismiss(result.current.uploads[0]!.key));
    expect(result.current.uploads.map((item) => item.name)).toEqual(['tool.png']);
  });
});
