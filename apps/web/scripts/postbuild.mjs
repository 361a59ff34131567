// After `vite build`, three steps over dist/.
//
// 1. index.html preloads the Inter files the first paint uses (Latin, regular for text and bold for headings),
//    so they download beside the scripts instead of after the first render has asked for them; the other weights
//    come as the page uses them, with the metric-matched fallback standing in. Vite gives the files hashed names,
//    hence this step after the build rather than links written into index.html. The entry's stylesheet is
//    inlined, and the app's code is asked for after the first paint (below).
//
// 2. The public pages and the sign-in screens (src/app/prerendered.ts) are rendered to HTML with their styles
//    by the server-side build of src/prerender.tsx (dist-ssr/, built just before this step), each into
//    dist/prerendered/<path>.html: index.html with the page inside #root and the start-up spinner over it. The
//    server sends those for their paths; the browser paints them at once and the app hydrates them (main.tsx).
//
//    The signed-in landing pages (LANDING_PAGES there) get the outline of their frame and title the same way.
//
// 3. A brotli (.br) and a gzip (.gz) copy of every text file of dist/ (scripts, styles, HTML,
// SVG, JSON), made once here at the highest levels, so the server sends them as they are (@fastify/static's
// preCompressed) instead of the full files or compressing on every request. Source maps and fonts (WOFF2 is
// compressed already) are left alone; a copy that would not be smaller is not written. With
// BUILD_COMPRESSION=fast (the test suite's build, scripts/test.mjs) the copies are made at fast levels instead:
// the same files, a little larger, in a fraction of the time. dist/.compression records which; `npm start`
// builds again over a fast build (scripts/build-if-needed.mjs).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const PRELOADED_FONTS = [/^inter-latin-400-normal-[\w-]+\.woff2$/, /^inter-latin-700-normal-[\w-]+\.woff2$/];
// The signed-in frame also sets text at weight 500 (figure labels, navigation, chips): with a stored session the
// start script preloads it too, so that the first signed-in render never re-wraps a label when it arrives.
const SIGNED_IN_FONTS = [/^inter-latin-500-normal-[\w-]+\.woff2$/];
// How many modulepreload links the start script inserts per task (see the start script).
const PRELOAD_BATCH = 8;
const assets = readdirSync(join(dist, 'assets'));
const fontFile = (pattern) => {
  const file = assets.find((name) => pattern.test(name));
  if (!file) throw new Error(`No font file matching ${pattern} in ${dist}assets`);
  return `/assets/${file}`;
};
const preloads = PRELOADED_FONTS.map(
  (pattern) => `<link rel="preload" href="${fontFile(pattern)}" as="font" type="font/woff2" crossorigin />`,
);
const signedInFonts = SIGNED_IN_FONTS.map(fontFile);
const indexPath = join(dist, 'index.html');
let indexHtml = readFileSync(indexPath, 'utf8');
if (!indexHtml.includes('</title>'))
  throw new Error('dist/index.html has no <title> to put the preloads after');
indexHtml = indexHtml.replace('</title>', `</title>\n    ${preloads.join('\n    ')}`);

// The entry's stylesheet (the @font-face rules, 2 KB gzip) goes into the page: one request fewer before the first
// paint, and over HTTP/1.1 it no longer waits behind the scripts for one of the six connections.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
indexHtml = indexHtml.replace(
  STYLESHEET,
  (_, file) => `<style>${readFileSync(join(dist, file), 'utf8')}</style>`,
);

// The app's code starts after the first paint. Vite writes the entry as <script type="module" src> with a
// modulepreload link per chunk it imports: the browser then fetches and runs them while it parses the page, and on
// a fast connection runs them before it has painted anything, so the first paint waits for the code of a page
// that needs none (a prerendered page, or the start-up spinner). Instead, an inline script asks for the same
// chunks (the same modulepreload links, then the entry) once the first frame is painted: after the next animation
// frame, or after half a second where frames do not run (a tab opened in the background). The server's
// Content-Security-Policy allows it by its hash, like the other inline scripts of index.html.
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = indexHtml.match(ENTRY)?.[1];
if (!entry) throw new Error('dist/index.html has no entry <script type="module" src>');
const chunks = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]);

// The app's own lists and names, read from its server build (dist-ssr, made from the same source), so that the
// start script and the pages below repeat none of them. Rendering in Node: no browser globals, and the app's
// production code.
process.env.NODE_ENV = 'production';
const {
  EARLY_USER_PATH,
  LANDING_PAGES,
  PRERENDERED_PATHS,
  SIGNED_IN_FRAME_MODULES,
  TOKEN_STORAGE_KEY,
  THEME_STORAGE_KEY,
  renderLandingShell,
  renderPage,
} = await import(pathToFileURL(fileURLToPath(new URL('../dist-ssr/prerender.js', import.meta.url))).href);

// The pages a signed-in user lands on (spec 2.1's root redirect) and the lazy modules they need beyond the entry
// (src/app/prerendered.ts): the signed-in route table, the main layout and the dashboard. The app asks for them
// only once its entry has run, then the table once it has run (two more round trips); the start script asks for
// them with the entry's chunks. A module that moves or is renamed fails the build here.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const loadedFirst = new Set([entry, ...chunks]);
function chunkFiles(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no module ${key} (LANDING_PAGES in src/app/prerendered.ts)`);
    const file = `/${chunk.file}`;
    if (files.has(file) || loadedFirst.has(file)) return;
    files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}
const landingChunks = Object.fromEntries(
  Object.entries(LANDING_PAGES).map(([path, { modules }]) => [
    path,
    chunkFiles([...SIGNED_IN_FRAME_MODULES, ...modules]),
  ]),
);
const startScript = `<script>
      (() => {
        // A form sent before the app has taken the page over (a prerendered sign-in form) is held here and sent
        // again by the app once it has (src/app/hydration.ts): without the app, the browser would reload the page.
        document.addEventListener(
          'submit',
          (event) => {
            if (document.documentElement.dataset.appReady) return;
            event.preventDefault();
            window.__earlySubmit = { form: event.target, submitter: event.submitter };
          },
          true,
        );
        // A button pressed before the app is there (the Google sign-in, the password's show button) is noted, and
        // pressed again by the app once it has taken the page over (src/app/hydration.ts).
        document.addEventListener(
          'click',
          (event) => {
            if (document.documentElement.dataset.appReady) return;
            const button = event.target instanceof Element && event.target.closest('button[type=button]');
            if (button) (window.__earlyClicks = window.__earlyClicks || []).push(button);
          },
          true,
        );
        // A stored, unexpired session's user is asked for now, beside the app's code instead of after it has run:
        // the app's first request for it takes this answer (src/app/earlyAnswers.ts).
        let signedIn = false;
        let outline = false;
        try {
          const token = localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});
          const payload = token && token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
          if (payload && JSON.parse(atob(payload)).exp * 1000 > Date.now()) {
            const response = fetch(${JSON.stringify(EARLY_USER_PATH)}, { headers: { Authorization: 'Bearer ' + token } });
            response.catch(() => undefined);
            window.__earlyAnswers = { token, me: response };
            signedIn = true;
            // A signed-in landing page's outline is drawn in the default look: it shows (index.html's styles)
            // for a session without a remembered branding, whose own colours and fonts the app brings.
            outline = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}) === null;
            if (outline) document.documentElement.dataset.outline = '';
            for (const href of ${JSON.stringify(signedInFonts)}) {
              const font = document.createElement('link');
              font.rel = 'preload';
              font.as = 'font';
              font.type = 'font/woff2';
              font.crossOrigin = '';
              font.href = href;
              document.head.append(font);
            }
          }
        } catch {
          // No storage, or a token that is not a JWT: the app asks for the user itself.
        }
        // Anyone else never has the outline: it goes as the page is read, before anything paints, with its inline
        // styles (they would set the default colours over a remembered branding until the app's own arrive).
        if (!outline && ${JSON.stringify(Object.keys(LANDING_PAGES))}.includes(location.pathname)) {
          const observer = new MutationObserver(() => {
            const shell = document.querySelector('.signed-in-shell');
            if (!shell) return;
            shell.remove();
            observer.disconnect();
          });
          observer.observe(document, { childList: true, subtree: true });
          document.addEventListener('DOMContentLoaded', () => observer.disconnect());
        }
        // A signed-in landing page's own modules come with the entry's.
        const landing = signedIn ? ${JSON.stringify(landingChunks)}[location.pathname] : undefined;
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          // A few at a time, in order (the entry's files first), each batch one change to the document: every
          // link starts a request, about 1 ms of the main thread (5 ms on a phone's slower CPU), and a signed-in
          // landing page's hundred links in one task held the page for half a second.
          const hrefs = ${JSON.stringify(chunks)}.concat(landing || []);
          const preload = () => {
            const links = document.createDocumentFragment();
            for (const href of hrefs.splice(0, ${PRELOAD_BATCH})) {
              const link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = href;
              links.append(link);
            }
            document.head.append(links);
            if (hrefs.length > 0) setTimeout(preload);
          };
          preload();
          // The files download at once, but the app runs only on a whole page: on a slow CPU the frame or the
          // timer can come while the browser is still reading a long page, and the app would then take over
          // half of it (and its stylesheet engine move only the styles read so far), so React would render the
          // page anew.
          const run = () => import(${JSON.stringify(entry)});
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
          else run();
        };
        requestAnimationFrame(() => setTimeout(start));
        setTimeout(start, 500);
      })();
    </script>`;
indexHtml = indexHtml.replace(MODULE_PRELOAD, '').replace(ENTRY, () => startScript);
writeFileSync(indexPath, indexHtml);

const template = readFileSync(indexPath, 'utf8');
const STARTUP = /<div id="root">(<div class="startup"[\s\S]*?<\/p><\/div>)<\/div>/;
const startup = template.match(STARTUP)?.[1];
if (!startup) throw new Error('dist/index.html has no start-up spinner inside #root');
const overlay = startup.replace('class="startup"', 'class="startup startup-overlay"');
// A page drawn at build time paints once it has been read whole: its head asks the browser to hold rendering until
// the element that ends it is parsed. Otherwise a slow read paints part of it first, and the vertically centred
// sign-in card, painted with half its fields, jumped up and grew (a layout shift of 0.27 to 0.30 in about one load
// in five, in Lighthouse and in a probe on a phone's viewport).
const PAGE_END_ID = 'page-end';
const pageEnd = `<template id="${PAGE_END_ID}"></template>`;
const holdRendering = (page) =>
  page.replace('<head>', () => `<head>\n    <link rel="expect" href="#${PAGE_END_ID}" blocking="render" />`);
for (const pagePath of PRERENDERED_PATHS) {
  const html = await renderPage(pagePath);
  const page = holdRendering(
    template.replace(
      STARTUP,
      () => `${overlay}<div id="root" data-prerendered="${pagePath}">${html}</div>${pageEnd}`,
    ),
  );
  const file = join(dist, 'prerendered', `${pagePath.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
// The signed-in landing pages: the start-up spinner over the outline of the page (the frame with its title), both
// inside #root, which the app's render replaces. The outline shows only to a visitor with a session and the default
// look (the start script marks <html data-outline>; for anyone else it removes the outline as the page is read),
// and index.html's styles keep the spinner up for anyone else until the app has rendered.
for (const pagePath of Object.keys(LANDING_PAGES)) {
  const page = holdRendering(
    template.replace(
      STARTUP,
      () =>
        `<div id="root" data-shell="${pagePath}">${overlay}<div class="signed-in-shell">${renderLandingShell(pagePath)}</div></div>${pageEnd}`,
    ),
  );
  const file = join(dist, 'prerendered', `${pagePath.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(
  `Prerendered ${PRERENDERED_PATHS.join(', ')}; the outlines of ${Object.keys(LANDING_PAGES).join(', ')}`,
);

const compression = process.env.BUILD_COMPRESSION === 'fast' ? 'fast' : 'max';
const levels =
  compression === 'fast' ? { brotli: 4, gzip: 1 } : { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 };
let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: levels.gzip });
  if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
  count += 1;
}
writeFileSync(join(dist, '.compression'), compression);
console.log(`Precompressed ${count} files of ${dist} (.br, .gz, ${compression} levels)`);
