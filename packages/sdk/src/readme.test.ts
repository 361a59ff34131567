import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** The README's example blocks: the code under each `<!-- example: path -->` marker, by path. */
function exampleBlocks(readme: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of readme.matchAll(/<!-- example: (\S+) -->\n```\w+\n([\s\S]*?)\n```/g)) {
    const [, path, code] = match;
    if (path && code !== undefined) blocks.set(path, code);
  }
  return blocks;
}

describe('the README', () => {
  const blocks = exampleBlocks(read('README.md'));

  it('shows the browser and the Node example', () => {
    expect([...blocks.keys()].sort()).toEqual(['src/examples/browser.tsx', 'src/examples/node.ts']);
  });

  it.each(['src/examples/browser.tsx', 'src/examples/node.ts'])('shows %s as it is', (path) => {
    expect(blocks.get(path)).toBe(read(path).trimEnd());
  });
});
