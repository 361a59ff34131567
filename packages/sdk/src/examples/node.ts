import { fileURLToPath } from 'node:url';
import type { TaskUpdatedEvent } from '@app/domain';
import { createClient } from '@app/sdk';

/**
 * Signs in, creates a task and resolves with the task's live event, heard over the socket. `baseUrl` is the
 * API's base, e.g. http://localhost:3000/api/v1.
 */
export async function createTaskAndHearIt(
  baseUrl: string,
  credentials: { email: string; password: string },
  title = 'Written from Node',
): Promise<TaskUpdatedEvent> {
  // Node: the token is kept in memory and the session's cookie in the client's own jar.
  const client = createClient({ baseUrl });
  const { user } = await client.auth.login(credentials);
  console.log(`Signed in as ${user.name}`);

  const { realtime } = client;
  try {
    await new Promise<void>((resolve, reject) => {
      const stop = realtime.onStatus((status) => {
        if (status === 'connected') resolve();
        if (status === 'failed') reject(new Error('The socket connection was refused'));
        if (status === 'connected' || status === 'failed') stop();
      });
      realtime.connect();
    });
    // The creator hears its own tasks' changes: listen first, then create.
    const heard = new Promise<TaskUpdatedEvent>((resolve) => {
      const stop = realtime.on('taskUpdated', (event) => {
        if (event.task.title !== title) return;
        stop();
        resolve(event);
      });
    });
    const task = await client.tasks.createTask({ title });
    console.log(`Created task ${task._id}`);
    const event = await heard;
    console.log(`Heard "${event.task.title}" (${event.task.status}) live`);
    return event;
  } finally {
    realtime.disconnect();
  }
}

// Run as a script, from the repository's root with the server up:
// TASKFLOW_URL=http://localhost:3000/api/v1 TASKFLOW_EMAIL=... TASKFLOW_PASSWORD=... npx tsx packages/sdk/src/examples/node.ts
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { TASKFLOW_URL, TASKFLOW_EMAIL, TASKFLOW_PASSWORD } = process.env;
  if (!TASKFLOW_URL || !TASKFLOW_EMAIL || !TASKFLOW_PASSWORD) {
    console.error('Set TASKFLOW_URL, TASKFLOW_EMAIL and TASKFLOW_PASSWORD');
    process.exit(1);
  }
  await createTaskAndHearIt(TASKFLOW_URL, { email: TASKFLOW_EMAIL, password: TASKFLOW_PASSWORD });
}
