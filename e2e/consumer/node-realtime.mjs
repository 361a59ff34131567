// @app/sdk from plain Node: signs in, joins a project's room over the socket, creates a task in it and waits for
// the task's live event. Node has no cookie jar, so the session's fingerprint cookie (set by the sign-in answer)
// is kept here and sent with every call and with the socket's handshake, as a browser would.
// Usage: node node-realtime.mjs <server origin> <email> <password> <task title>; prints the event as JSON.
import {
  createApiClient,
  createMemoryTokenStorage,
  createRealtimeClient,
  createTask,
  listProjects,
  login,
} from '@app/sdk';
import { io } from 'socket.io-client';

const [origin, email, password, title] = process.argv.slice(2);
if (!origin || !email || !password || !title) {
  console.error('usage: node node-realtime.mjs <server origin> <email> <password> <task title>');
  process.exit(2);
}

let cookie = '';
const tokenStorage = createMemoryTokenStorage();
const api = createApiClient({
  baseUrl: `${origin}/api/v1`,
  tokenStorage,
  fetch: async (input, init) => {
    const request = new Request(input, init);
    if (cookie) request.headers.set('cookie', cookie);
    const response = await fetch(request);
    const set = response.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((line) => line.split(';')[0]).join('; ');
    return response;
  },
});

const { user } = await login(api, { email, password });
const projects = await listProjects(api, { limit: 1 });
const project = projects.data[0];
if (!project) throw new Error(`${user.email} has no project to add a task to`);

const realtime = createRealtimeClient({
  url: origin,
  getToken: () => tokenStorage.get(),
  io: (url, options) => io(url, { ...options, extraHeaders: { cookie } }),
});
const heard = new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no taskUpdated event within 20 s')), 20_000);
  realtime.on('taskUpdated', (event) => {
    if (event.task.title !== title) return;
    clearTimeout(timer);
    resolve(event);
  });
});
const connected = new Promise((resolve, reject) => {
  realtime.onStatus((status) => {
    if (status === 'connected') resolve();
    if (status === 'failed') reject(new Error('the socket connection was refused'));
  });
});
realtime.joinProject(project._id);
realtime.connect();
await connected;
// The room is joined once the server acknowledged something sent after the join.
const ack = await realtime.emit('typing', { discussionId: project._id });
if (!ack.ok) throw new Error(`the server refused the room: ${ack.error}`);

const created = await createTask(api, { title, projectId: project._id });
const event = await heard;
realtime.disconnect();
console.log(JSON.stringify({ projectId: project._id, taskId: created._id, event }));
