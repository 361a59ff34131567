import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { newId } from '../../db/ids';
import type { DemoPerson } from '../auth';
import { seedStep } from '../module';
import { timeAgo } from '../work';
import { demoPdf, demoPng } from './attachments.demo';
import { taskAttachments } from './attachments.schema';
import type { AttachmentStorage } from './attachments.storage';

interface DemoAttachment {
  task: string;
  name: string;
  type: string;
  uploadedBy: DemoPerson;
  daysAgo: number;
  bytes: () => Buffer;
}

/** Acme's portal: a screenshot and a one-page brief on the sign-on task. */
const DEMO_ATTACHMENTS: readonly DemoAttachment[] = [
  {
    task: 'Single sign-on integration',
    name: 'login-screen.png',
    type: 'image/png',
    uploadedBy: 'jordan',
    daysAgo: 1,
    bytes: () => demoPng(64),
  },
  {
    task: 'Single sign-on integration',
    name: 'sso-brief.pdf',
    type: 'application/pdf',
    uploadedBy: 'olivia',
    daysAgo: 3,
    bytes: () => demoPdf('Single sign-on: the brief'),
  },
];

/**
 * The demo attachments' rows. The seed runs in a transaction that knows no storage, so the bytes (made in code)
 * are written when the server starts (`writeMissingDemoFiles`).
 */
export const attachmentsSeed = seedStep({
  after: ['tasks', 'auth'],
  run: async ({ tx, now, need }) => {
    const taskIds = need('taskIds');
    const people = need('people');
    await tx.insert(taskAttachments).values(
      DEMO_ATTACHMENTS.map((demo) => {
        const taskId = taskIds[demo.task];
        if (!taskId) throw new Error(`No demo task "${demo.task}"`);
        const id = newId();
        return {
          id,
          taskId,
          name: demo.name,
          size: demo.bytes().length,
          type: demo.type,
          storageKey: `${taskId}/${id}`,
          uploadedBy: people.ids[demo.uploadedBy],
          createdAt: timeAgo(now, demo.daysAgo),
        };
      }),
    );
  },
});

/** Writes the demo attachments' files that the storage does not hold yet (after a seed, or a new bucket). */
export async function writeMissingDemoFiles(db: AppDb, storage: AttachmentStorage): Promise<void> {
  const byName = new Map(DEMO_ATTACHMENTS.map((demo) => [demo.name, demo]));
  const rows = await db
    .select({
      name: taskAttachments.name,
      size: taskAttachments.size,
      storageKey: taskAttachments.storageKey,
    })
    .from(taskAttachments)
    .where(inArray(taskAttachments.name, [...byName.keys()]));
  for (const row of rows) {
    const bytes = byName.get(row.name)?.bytes();
    if (!bytes || bytes.length !== row.size) continue;
    const existing = await storage.get(row.storageKey);
    if (existing) {
      existing.destroy();
      continue;
    }
    await storage.put(row.storageKey, Readable.from([bytes]));
  }
}
