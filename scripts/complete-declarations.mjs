// Completes the relative specifiers of a package's emitted declarations: `npm run build` of @app/domain, @app/sdk
// and @app/ui runs it on dist/ after tsc.  `export * from './theme'` resolves under `moduleResolution: bundler`
// only; a consumer typechecking with Node's resolution (node16, nodenext: a Node service using @app/sdk) needs
// the file named, and tsc keeps the specifiers as written. Usage: node scripts/complete-declarations.mjs <dist>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;
const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** @param {string} dir */
export function completeDeclarationSpecifiers(dir) {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const completed = source
      .split('\n')
      .map((line) =>
        // TSDoc lines keep their examples as written.
        COMMENT_LINE.test(line)
          ? line
          : line.replace(RELATIVE_SPECIFIER, (match, lead, quote, specifier) => {
              if (/\.(js|mjs|cjs|json)$/.test(specifier)) return match;
              const target = resolve(entry.parentPath, specifier);
              if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`;
              if (existsSync(join(target, 'index.d.ts')))
                return `${lead}${quote}${specifier}/index.js${quote}`;
              throw new Error(
                `${relative(process.cwd(), file)}: cannot resolve '${specifier}' to a declaration`,
              );
            }),
      )
      .join('\n');
    if (completed !== source) {
      writeFileSync(file, completed);
      changed += 1;
    }
  }
  return changed;
}

const [dist] = process.argv.slice(2);
if (!dist) {
  console.error('usage: node scripts/complete-declarations.mjs <dist dir>');
  process.exit(2);
}
completeDeclarationSpecifiers(resolve(dist));
