// @app/sdk from plain Node: signs in with createClient, connects its socket, creates a task in the user's first
// project and waits for the task's live event. The client keeps the token in memory and the session's cookie in
// its own cookie jar (Node has none), which it also sends on the socket's handshake.
// Usage: node node-realtime.mjs <server origin> <email> <password> <task title>; prints the event as JSON.
import { createClient } from '@app/sdk';

const [origin, email, password, title] = process.argv.slice(2);
if (!origin || !email || !password || !title) {
  console.error('usage: node node-realtime.mjs <server origin> <email> <password> <task title>');
  process.exit(2);
}

const client = createClient({ baseUrl: `${origin}/api/v1` });
const { user } = await client.auth.login({ email, password });
const projects = await client.projects.listProjects({ limit: 1 });
const project = projects.data[0];
if (!project) throw new Error(`${user.email} has no project to add a task to`);

const { realtime } = client;
await new Promise((resolve, reject) => {
  const stop = realtime.onStatus((status) => {
    if (status === 'connected') resolve();
    if (status === 'failed') reject(new Error('the socket connection was refused'));
    if (status === 'connected' || status === 'failed') stop();
  });
  realtime.connect();
});
// The creator hears its own tasks' changes: listen first, then create.
const heard = new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no taskUpdated event within 20 s')), 20_000);
  const stop = realtime.on('taskUpdated', (event) => {
    if (event.task.title !== title) return;
    clearTimeout(timer);
    stop();
    resolve(event);
  });
});

const created = await client.tasks.createTask({ title, projectId: project._id });
const event = await heard;
realtime.disconnect();
console.log(JSON.stringify({ projectId: project._id, taskId: created._id, event }));
