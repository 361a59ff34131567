import { sanitizeInput } from '@app/domain';

/** The attribute that marks the app's branded area; organization custom CSS only applies inside it. */
export const BRANDING_SCOPE_ATTRIBUTE = 'data-branding-scope';

/** The selector every custom CSS rule is nested under. */
export const BRANDING_SCOPE_SELECTOR = `[${BRANDING_SCOPE_ATTRIBUTE}]`;

// Longer input is cut rather than parsed: branding CSS is a few rules, not a stylesheet library.
const MAX_CUSTOM_CSS_LENGTH = 50_000;

// Grouping at-rules whose rules are cleaned and scoped like top-level ones. Everything else (@import,
// @font-face, @keyframes, @property, @layer, @page, @namespace, @charset...) reaches outside the branded area
// or loads something, and is dropped.
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);

type Token =
  | { type: 'text'; value: string }
  | { type: 'string'; value: string; closed: boolean }
  | { type: '{' | '}' | ';' };

interface CssItem {
  prelude: Token[];
  /** The `{...}` block; absent for a declaration or a statement ending in `;`. */
  block?: CssItem[];
}

/** Splits CSS into strings, the three structural characters and the text between them; comments are dropped. */
function tokenize(css: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ type: 'text', value: text });
    text = '';
  };
  let i = 0;
  while (i < css.length) {
    const char = css.charAt(i);
    if (char === '/' && css.charAt(i + 1) === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
      // A comment separates tokens: "a/**/b" must not become "ab".
      text += ' ';
    } else if (char === '"' || char === "'") {
      flush();
      let j = i + 1;
      let closed = false;
      while (j < css.length) {
        const c = css.charAt(j);
        if (c === '\\') j += 2;
        else if (c === char) {
          closed = true;
          j += 1;
          break;
        } else if (c === '\n' || c === '\r' || c === '\f') break;
        else j += 1;
      }
      tokens.push({ type: 'string', value: css.slice(i, Math.min(j, css.length)), closed });
      i = j;
    } else if (char === '\\') {
      // An escape keeps the escaped character out of the structure; escapes are refused later anyway.
      text += css.slice(i, i + 2);
      i += 2;
    } else if (char === '{' || char === '}' || char === ';') {
      flush();
      tokens.push({ type: char });
      i += 1;
    } else {
      text += char;
      i += 1;
    }
  }
  flush();
  return tokens;
}

/** Items separated by `;` or by a `{...}` block, nested as the braces nest. */
function parseItems(tokens: Token[], state: { index: number }, nested: boolean): CssItem[] {
  const items: CssItem[] = [];
  let prelude: Token[] = [];
  while (state.index < tokens.length) {
    const token = tokens[state.index] as Token;
    state.index += 1;
    if (token.type === '}') {
      if (nested) {
        if (prelude.length > 0) items.push({ prelude });
        return items;
      }
      // A stray closing brace at the top level ends whatever came before it, which is dropped.
      prelude = [];
    } else if (token.type === ';') {
      if (prelude.length > 0) items.push({ prelude });
      prelude = [];
    } else if (token.type === '{') {
      items.push({ prelude, block: parseItems(tokens, state, true) });
      prelude = [];
    } else {
      prelude.push(token);
    }
  }
  if (prelude.length > 0) items.push({ prelude });
  return items;
}

function serialize(tokens: Token[]): string {
  // Whitespace runs collapse outside strings only: a string's content is kept as written.
  return tokens
    .map((token) => {
      if (token.type === 'text') return token.value.replace(/\s+/g, ' ');
      return token.type === 'string' ? token.value : token.type;
    })
    .join('')
    .trim();
}

/** The text outside strings, where CSS syntax (functions, escapes, brackets) lives. */
function outsideStrings(tokens: Token[]): string {
  return tokens.map((token) => (token.type === 'text' ? token.value : ' ')).join('');
}

function balanced(text: string): boolean {
  const stack: string[] = [];
  for (const char of text) {
    if (char === '(' || char === '[') stack.push(char === '(' ? ')' : ']');
    else if (char === ')' || char === ']') {
      if (stack.pop() !== char) return false;
    }
  }
  return stack.length === 0;
}

// Strings are allowed (quotes, content, attribute selectors) but never an unterminated one, markup, or an
// escape other than a code point (`"\201C"`).
function stringsAreSafe(tokens: Token[]): boolean {
  return tokens.every(
    (token) =>
      token.type !== 'string' || (token.closed && !/[<>]|\\(?![0-9a-f])/i.test(token.value.slice(1, -1))),
  );
}

// Functions that run code (old IE) or load or copy an image from elsewhere than a checked url().
const FORBIDDEN_FUNCTIONS = /(?:expression|image-set|image|element|src)\s*\(/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^"'()\s]*))\s*\)/gi;

/** A url() target the app may load: a same-origin relative path, without scheme, host or escape. */
function isRelativeUrl(url: string): boolean {
  const target = url.trim();
  return (
    target !== '' &&
    !SCHEME.test(target) &&
    !target.startsWith('//') &&
    !/[\\\s<>]/.test(target) &&
    // Encoded characters could hide a scheme or a path walk that the server would decode.
    !/%/.test(target)
  );
}

function urlsAreSafe(value: string, outside: string): boolean {
  const opened = outside.match(/url\(/gi)?.length ?? 0;
  const targets = [...value.matchAll(URL_FUNCTION)];
  // A url( the pattern cannot read (unbalanced, escaped, spread over strings) is refused outright.
  if (targets.length !== opened) return false;
  return targets.every((match) => isRelativeUrl(match[1] ?? match[2] ?? match[3] ?? ''));
}

const PROPERTY_NAME = /^(?:--[a-z0-9_-]+|-?[a-z][a-z0-9-]*)$/i;
// Old IE/Firefox hooks that run code or load components.
const FORBIDDEN_PROPERTY = /(?:^|-)(?:behavior|binding)$/i;

function cleanDeclaration(tokens: Token[]): string | null {
  const colonAt = tokens.findIndex((token) => token.type === 'text' && token.value.includes(':'));
  const first = tokens[colonAt];
  if (colonAt === -1 || first?.type !== 'text') return null;
  const split = first.value.indexOf(':');
  const nameTokens: Token[] = [
    ...tokens.slice(0, colonAt),
    { type: 'text', value: first.value.slice(0, split) },
  ];
  const valueTokens: Token[] = [
    { type: 'text', value: first.value.slice(split + 1) },
    ...tokens.slice(colonAt + 1),
  ];
  if (nameTokens.some((token) => token.type !== 'text')) return null;
  const name = serialize(nameTokens);
  const value = serialize(valueTokens);
  const outside = outsideStrings(valueTokens);
  if (!PROPERTY_NAME.test(name) || FORBIDDEN_PROPERTY.test(name)) return null;
  if (value === '' || /[\\<>@]/.test(outside) || !balanced(outside)) return null;
  if (!stringsAreSafe(valueTokens) || FORBIDDEN_FUNCTIONS.test(outside) || !urlsAreSafe(value, outside)) {
    return null;
  }
  // Fixed positioning would lift an element out of the branded area, over the rest of the page.
  if (/^position$/i.test(name) && /\bfixed\b/i.test(value)) return null;
  return `${name.toLowerCase().startsWith('--') ? name : name.toLowerCase()}: ${value}`;
}

function cleanDeclarations(items: CssItem[]): string[] {
  // Nested rules are dropped: only declarations of the rule itself are kept.
  return items.flatMap((item) => {
    if (item.block) return [];
    const declaration = cleanDeclaration(item.prelude);
    return declaration ? [declaration] : [];
  });
}

/** Splits a selector list at top-level commas (not inside brackets, parentheses or strings). */
function splitSelectorList(tokens: Token[]): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  for (const token of tokens) {
    if (token.type === 'string') {
      current += token.value;
      continue;
    }
    if (token.type !== 'text') continue;
    for (const char of token.value) {
      if (char === '(' || char === '[') depth += 1;
      if (char === ')' || char === ']') depth -= 1;
      if (char === ',' && depth === 0) {
        parts.push(current);
        current = '';
      } else current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.replace(/\s+/g, ' ').trim());
}

const ROOT_COMPOUND = /^(?:html|body|:root)(?![\w-])/i;

/**
 * One selector nested under the scope. A leading `html`, `body` or `:root` stands for the branded area itself,
 * so `body { ... }` styles the area rather than the page. Null when the selector would reach outside.
 */
function scopeSelector(selector: string, scope: string): string | null {
  let rest = selector;
  let anchored = false;
  let attached = false;
  for (let match = ROOT_COMPOUND.exec(rest); match; match = ROOT_COMPOUND.exec(rest)) {
    anchored = true;
    rest = rest.slice(match[0].length);
    const combinator = /^\s*(?:>\s*)?/.exec(rest)?.[0] ?? '';
    attached = combinator === '' && rest !== '';
    rest = rest.slice(combinator.length);
    if (attached) break;
  }
  // A sibling combinator right after the scope would style the scope's siblings, outside the branded area.
  if (/^[+~]/.test(rest)) return null;
  if (!anchored) return `${scope} ${rest}`;
  if (rest === '') return scope;
  return attached ? `${scope}${rest}` : `${scope} ${rest}`;
}

function cleanSelectorList(tokens: Token[], scope: string): string | null {
  const outside = outsideStrings(tokens);
  if (/[\\<@&]/.test(outside) || !balanced(outside) || !stringsAreSafe(tokens)) return null;
  const selectors = splitSelectorList(tokens);
  if (selectors.some((selector) => selector === '')) return null;
  const scoped = selectors.map((selector) => scopeSelector(selector, scope));
  return scoped.every((selector) => selector !== null) ? scoped.join(', ') : null;
}

function cleanRules(items: CssItem[], scope: string, depth: number): string[] {
  const rules: string[] = [];
  for (const item of items) {
    // A statement (`@import url(...);`, stray text) has no block and is dropped.
    if (!item.block) continue;
    const prelude = serialize(item.prelude);
    const atRule = /^@([a-z-]+)\s*(.*)$/is.exec(prelude);
    if (atRule) {
      const name = (atRule[1] ?? '').toLowerCase();
      const condition = atRule[2] ?? '';
      const outside = outsideStrings(item.prelude);
      if (!GROUPING_AT_RULES.has(name) || depth >= 3) continue;
      // Conditions may compare (`width < 600px`) but carry no strings, functions that load, or markup.
      if (
        item.prelude.some((token) => token.type === 'string') ||
        /[\\@{}]|<[/!]|url\(/i.test(condition) ||
        FORBIDDEN_FUNCTIONS.test(condition)
      ) {
        continue;
      }
      if (!balanced(outside)) continue;
      const inner = cleanRules(item.block, scope, depth + 1);
      if (inner.length > 0) rules.push(`@${name} ${condition} {\n${inner.join('\n')}\n}`);
      continue;
    }
    const selectors = cleanSelectorList(item.prelude, scope);
    const declarations = cleanDeclarations(item.block);
    if (!selectors || declarations.length === 0) continue;
    rules.push(`${selectors} { ${declarations.join('; ')}; }`);
  }
  return rules;
}

/**
 * Organization custom CSS made safe to put in a `<style>` element: it goes through the domain's input
 * sanitizer, is parsed (strings, comments, blocks), and is written back rule by rule with every selector
 * nested under `scope` (by default {@link BRANDING_SCOPE_SELECTOR}). Dropped: `@import` and every at-rule but
 * `@media`, `@supports` and `@container`; `url()` other than a same-origin relative path; `expression()`,
 * `image-set()` and other loading functions; `behavior`/`-moz-binding`; escapes; markup such as `</style`;
 * fixed positioning; sibling selectors that would leave the scope; nested rules. What is left cannot style
 * anything outside the branded area nor end the style element.
 */
export function sanitizeCustomCSS(css: string | null | undefined, scope = BRANDING_SCOPE_SELECTOR): string {
  if (!css?.trim()) return '';
  const cleaned = sanitizeInput(css.slice(0, MAX_CUSTOM_CSS_LENGTH));
  const items = parseItems(tokenize(cleaned), { index: 0 }, false);
  return cleanRules(items, scope, 0).join('\n');
}
