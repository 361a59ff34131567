import { describe, expect, it } from 'vitest';
import { sanitizeCustomCSS } from './customCss';

const S = '[data-branding-scope]';

// Every rule of the output must start with the scope (or be a grouping at-rule whose rules do).
function expectEverySelectorScoped(css: string) {
  for (const line of css.split('\n')) {
    if (line === '}' || line.startsWith('@media') || line.startsWith('@supports') || line === '') continue;
    const selectors = line.slice(0, line.indexOf('{')).split(',');
    for (const selector of selectors) expect(selector.trim().startsWith(S), line).toBe(true);
  }
}

describe('sanitizeCustomCSS', () => {
  it('scopes ordinary rules under the branded area', () => {
    expect(sanitizeCustomCSS('.MuiButton-root { border-radius: 999px; text-transform: uppercase }')).toBe(
      `${S} .MuiButton-root { border-radius: 999px; text-transform: uppercase; }`,
    );
    expect(sanitizeCustomCSS('h1, .title > span:hover { color: #047857 !important }')).toBe(
      `${S} h1, ${S} .title>span:hover { color: #047857 !important; }`,
    );
  });

  it('turns html, body and :root into the branded area itself', () => {
    expect(sanitizeCustomCSS('body { background: #fafafa }')).toBe(`${S} { background: #fafafa; }`);
    expect(sanitizeCustomCSS(':root { --brand-radius: 12px }')).toBe(`${S} { --brand-radius: 12px; }`);
    expect(sanitizeCustomCSS('html body .card { padding: 8px }')).toBe(`${S} .card { padding: 8px; }`);
    expect(sanitizeCustomCSS('body.dark .card { color: white }')).toBe(`${S}.dark .card { color: white; }`);
  });

  it('refuses selectors that would reach the siblings of the branded area', () => {
    expect(
      sanitizeCustomCSS('~ div { display: none } body + * { display: none } html ~ p { color: red }'),
    ).toBe('');
    // A sibling inside the area stays inside it.
    expect(sanitizeCustomCSS('.a ~ .b { color: red }')).toBe(`${S} .a~.b { color: red; }`);
  });

  it('drops @import, @font-face, @keyframes and other at-rules that reach outside', () => {
    const css = sanitizeCustomCSS(`
      @import url("https://evil.example/x.css");
      @import 'other.css';
      @charset "utf-8";
      @font-face { font-family: Inter; src: url(https://evil.example/font.woff2) }
      @keyframes mui-auto-fill { from { display: none } }
      @property --x { syntax: '<length>'; inherits: true; initial-value: 0px }
      @layer base { body { display: none } }
      .ok { color: red }
    `);
    expect(css).toBe(`${S} .ok { color: red; }`);
  });

  it('keeps @media and @supports, with their rules scoped', () => {
    const css = sanitizeCustomCSS(
      '@media (max-width: 600px) { body { margin: 0 } .a { color: red } } @supports (display: grid) { .g { display: grid } }',
    );
    expect(css).toBe(
      `@media (max-width: 600px) {\n${S} { margin: 0; }\n${S} .a { color: red; }\n}\n@supports (display: grid) {\n${S} .g { display: grid; }\n}`,
    );
    expect(sanitizeCustomCSS('@media (width < 600px) { .a { color: red } }')).toContain('(width < 600px)');
    expect(sanitizeCustomCSS('@media url(x) { .a { color: red } }')).toBe('');
  });

  it('allows url() only for same-origin relative paths', () => {
    expect(sanitizeCustomCSS('.a { background: url("/brand/bg.png") no-repeat }')).toBe(
      `${S} .a { background: url("/brand/bg.png") no-repeat; }`,
    );
    expect(sanitizeCustomCSS('.a { background: url(images/bg.png) }')).toBe(
      `${S} .a { background: url(images/bg.png); }`,
    );
    for (const hostile of [
      'url(https://evil.example/track.png)',
      'url("//evil.example/track.png")',
      "url('http://evil.example/a.png')",
      'url(data:image/svg+xml;base64,PHN2Zz4=)',
      'url("/a%2f..%2f..%2fsecret")',
      'url("\\2f\\2f evil.example")',
      'u\\72l(https://evil.example)',
      'image-set("https://evil.example/a.png" 1x)',
      '-webkit-image-set(url(https://evil.example/a.png) 1x)',
      '-moz-element(#secret)',
    ]) {
      expect(sanitizeCustomCSS(`.a { background: ${hostile}; color: red }`), hostile).toBe(
        `${S} .a { color: red; }`,
      );
    }
  });

  it('leaves no script scheme in a url(), only what the domain sanitizer left of it', () => {
    const output = sanitizeCustomCSS('.a { background: url("javascript:alert(1)") }');
    expect(output).not.toMatch(/javascript/i);
    expect(output).toBe(`${S} .a { background: url("alert(1)"); }`);
  });

  it('drops expression(), behavior and -moz-binding', () => {
    expect(
      sanitizeCustomCSS(
        '.a { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x.xml#x); -ms-behavior: url(y); color: red }',
      ),
    ).toBe(`${S} .a { color: red; }`);
    expect(sanitizeCustomCSS('.a { width: EXPRESSION /* */ (alert(1)) }')).toBe('');
  });

  it('cannot end the style element or smuggle markup', () => {
    const hostile = [
      '</style><script>alert(1)</script>',
      '.a { color: red } </style><img src=x onerror=alert(1)>',
      '.a { content: "</style><script>alert(1)</script>" }',
      '.a { font-family: "x</style>" }',
      '.a[title="</style>"] { color: red }',
      '<!-- .a { color: red } -->',
    ];
    for (const css of hostile) {
      const output = sanitizeCustomCSS(css);
      expect(output, css).not.toMatch(/<|>(?!\s*\.)/);
      expectEverySelectorScoped(output);
    }
  });

  it('is not fooled by comments, stray braces, unterminated strings or escapes', () => {
    expect(sanitizeCustomCSS('.a { color: red /* } body { display: none } */; margin: 0 }')).toBe(
      `${S} .a { color: red; margin: 0; }`,
    );
    const stray = sanitizeCustomCSS('.a { color: red } } } html { display: none }');
    expectEverySelectorScoped(stray);
    // What follows a stray brace is the prelude of a rule no browser applies: dropped as well.
    expect(stray).toBe(`${S} .a { color: red; }`);
    expect(sanitizeCustomCSS('.a { content: "open }\n body { display: none }')).toBe('');
    expect(sanitizeCustomCSS('.a\\{ { color: red }')).toBe('');
    expect(sanitizeCustomCSS('.a::before { content: "\\201C" }')).toBe(
      `${S} .a::before { content: "\\201C"; }`,
    );
  });

  it('drops nested rules, fixed positioning and unbalanced values', () => {
    expect(
      sanitizeCustomCSS('.a { color: red; & .b { color: blue } body { display: none } margin: 0 }'),
    ).toBe(`${S} .a { color: red; margin: 0; }`);
    expect(sanitizeCustomCSS('.a { color: red; @media print { body { display: none } } }')).toBe(
      `${S} .a { color: red; }`,
    );
    // `&` refers to a parent rule, which a top-level rule has not; a block is no custom property's value here.
    expect(sanitizeCustomCSS('& .x, .y { color: red }')).toBe('');
    expect(sanitizeCustomCSS(':root { --x: { display: none }; --y: 1px }')).toBe(`${S} { --y: 1px; }`);
    expect(sanitizeCustomCSS('.a { position: fixed; inset: 0; z-index: 9999 }')).toBe(
      `${S} .a { inset: 0; z-index: 9999; }`,
    );
    // An unclosed parenthesis takes the rest of the block with it, as it does in a browser.
    expect(sanitizeCustomCSS('.a { color: rgb(0, 0, 0; margin: 0 }')).toBe('');
    expect(sanitizeCustomCSS('.a { margin: 0; color: rgb(0, 0, 0 }')).toBe(`${S} .a { margin: 0; }`);
  });

  it('runs the domain input sanitizer first', () => {
    expect(sanitizeCustomCSS('<script>document.title = "x"</script>.a { color: red }')).toBe(
      `${S} .a { color: red; }`,
    );
    expect(sanitizeCustomCSS('.a { background: url(java\nscript:alert(1)) }')).toBe('');
  });

  it('returns nothing for empty or missing CSS', () => {
    expect(sanitizeCustomCSS(undefined)).toBe('');
    expect(sanitizeCustomCSS(null)).toBe('');
    expect(sanitizeCustomCSS('   ')).toBe('');
    expect(sanitizeCustomCSS('not css at all')).toBe('');
  });

  it('accepts another scope selector', () => {
    expect(sanitizeCustomCSS('.a { color: red }', '#preview')).toBe('#preview .a { color: red; }');
  });
});
