// `npm start`: build what is missing, then run the server (it migrates, seeds an empty database and serves
// web + API on PORT, default 3000). Signals reach the server directly: it shuts down gracefully.
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { root } from './lib.mjs';

await buildIfNeeded();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(`${root}/apps/server/dist/main.js`).href);
