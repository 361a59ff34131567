import { describe, expect, it } from 'vitest';
import { customCssProblems } from './customCssProblems';

describe('customCssProblems', () => {
  it('finds nothing in CSS the sanitizer keeps whole', () => {
    expect(customCssProblems('')).toEqual([]);
    expect(
      customCssProblems(
        '.MuiButton-root { border-radius: 999px; }\n@media (max-width: 600px) { h1 { font-size: 2rem } }',
      ),
    ).toEqual([]);
  });

  it('names each part the sanitizer drops, with its line', () => {
    const css = [
      '@import url("https://evil.example/x.css");',
      'body { background: url(https://evil.example/a.png); color: red; }',
      'h1 { behavior: url(x.htc) }',
      '.card { .title { color: blue } }',
      '+ main { color: red }',
      '@font-face { font-family: X; }',
    ].join('\n');
    expect(customCssProblems(css)).toEqual([
      'Line 1: "@import" rules are not allowed and are ignored.',
      'Line 2: "background:url(https://evil.example/a.png);" is not allowed and is ignored.',
      'Line 3: "behavior:url(x.htc);" is not allowed and is ignored.',
      'Line 4: nested rules are not supported (".title").',
      'Line 5: the selector "+main" is not allowed; the rule is ignored.',
      'Line 6: "@font-face" rules are not allowed and are ignored.',
    ]);
  });

  it('reports braces that do not match', () => {
    expect(customCssProblems('h1 { color: red')).toContain('A "{" or "}" has no partner; check the braces.');
  });
});
