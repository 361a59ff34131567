import { sanitizeInput } from '@app/domain';
import { compile, DECLARATION, type Element, IMPORT, RULESET } from 'stylis';

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

// Quoted strings of a selector or a value as stylis leaves them: closed on the same line, escapes skipped.
const STRING = /"(?:[^"\\\n\r\f]|\\[^\n\r\f])*"|'(?:[^'\\\n\r\f]|\\[^\n\r\f])*'/g;

/** The text outside strings, where CSS syntax (functions, escapes, brackets) lives. */
function outsideStrings(text: string): string {
  return text.replace(STRING, ' ');
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

// Strings are allowed (quotes, content, attribute selectors) but never an unterminated one (a quote left outside
// the closed strings), markup, or an escape other than a code point (`"\201C"`).
function stringsAreSafe(text: string): boolean {
  if (/["']/.test(outsideStrings(text))) return false;
  return [...text.matchAll(STRING)].every(([string]) => !/[<>]|\\(?![0-9a-f])/i.test(string.slice(1, -1)));
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

function cleanDeclaration(declaration: Element): string | null {
  const name = String(declaration.props);
  const value = String(declaration.children).replace(/\s*!\s*important$/i, ' !important');
  const outside = outsideStrings(value);
  if (!PROPERTY_NAME.test(name) || FORBIDDEN_PROPERTY.test(name)) return null;
  // Braces and semicolons in a value are what stylis kept of a block or statement it could not close.
  if (value === '' || /[\\<>@{};]/.test(outside) || !balanced(outside)) return null;
  if (!stringsAreSafe(value) || FORBIDDEN_FUNCTIONS.test(outside) || !urlsAreSafe(value, outside)) {
    return null;
  }
  // Fixed positioning would lift an element out of the branded area, over the rest of the page.
  if (/^position$/i.test(name) && /\bfixed\b/i.test(value)) return null;
  return `${name.startsWith('--') ? name : name.toLowerCase()}: ${value}`;
}

function cleanDeclarations(rule: Element): string[] {
  // Only declarations of the rule itself are kept: stylis puts nested rules beside the rule, where they are
  // dropped for their parent, and comments among its children.
  if (!Array.isArray(rule.children)) return [];
  return rule.children.flatMap((child) => {
    if (child.type !== DECLARATION) return [];
    const declaration = cleanDeclaration(child);
    return declaration ? [declaration] : [];
  });
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

function cleanSelectorList(rule: Element, scope: string): string | null {
  // stylis resolves `&` (its value keeps it, marked with a form feed); a top-level rule has no parent to refer to.
  if (/[&\f]/.test(rule.value)) return null;
  const selectors = Array.isArray(rule.props) ? rule.props.map((selector) => selector.trim()) : [];
  if (selectors.length === 0) return null;
  const scoped: string[] = [];
  for (const selector of selectors) {
    const outside = outsideStrings(selector);
    if (selector === '' || /[\\<@]/.test(outside) || !balanced(outside) || !stringsAreSafe(selector)) {
      return null;
    }
    const inScope = scopeSelector(selector, scope);
    if (inScope === null) return null;
    scoped.push(inScope);
  }
  return scoped.join(', ');
}

/** The rules of `parent` (null: the top level), cleaned and scoped. */
function cleanRules(elements: Element[], parent: Element | null, scope: string, depth: number): string[] {
  const rules: string[] = [];
  for (const element of elements) {
    // stylis lists a nested rule beside its parent rule, with its selectors joined to the parent's: dropped.
    // Statements (`@import url(...);`) and declarations outside a rule are dropped too.
    if (element.parent !== parent || !Array.isArray(element.children)) continue;
    if (element.type === RULESET) {
      const selectors = cleanSelectorList(element, scope);
      const declarations = cleanDeclarations(element);
      if (selectors && declarations.length > 0) rules.push(`${selectors} { ${declarations.join('; ')}; }`);
      continue;
    }
    const atRule = /^@([a-z-]+)\s*(.*)$/is.exec(element.value);
    if (!atRule || element.type === IMPORT) continue;
    const name = (atRule[1] ?? '').toLowerCase();
    const condition = (atRule[2] ?? '').trim();
    if (!GROUPING_AT_RULES.has(name) || depth >= 3) continue;
    // Conditions may compare (`width < 600px`) but carry no strings, functions that load, or markup.
    if (/["'\\@{};]|<[/!]|url\(/i.test(condition) || FORBIDDEN_FUNCTIONS.test(condition)) continue;
    if (!balanced(condition)) continue;
    const inner = cleanRules(element.children, element, scope, depth + 1);
    if (inner.length > 0) rules.push(`@${name} ${condition} {\n${inner.join('\n')}\n}`);
  }
  return rules;
}

/**
 * Organization custom CSS made safe to put in a `<style>` element: it goes through the domain's input
 * sanitizer, is parsed by stylis (the CSS parser emotion already brings), and is written back rule by rule
 * with every selector nested under `scope` (by default {@link BRANDING_SCOPE_SELECTOR}). Dropped: `@import` and every at-rule but
 * `@media`, `@supports` and `@container`; `url()` other than a same-origin relative path; `expression()`,
 * `image-set()` and other loading functions; `behavior`/`-moz-binding`; escapes; markup such as `</style`;
 * fixed positioning; sibling selectors that would leave the scope; nested rules. What is left cannot style
 * anything outside the branded area nor end the style element.
 */
export function sanitizeCustomCSS(css: string | null | undefined, scope = BRANDING_SCOPE_SELECTOR): string {
  if (!css?.trim()) return '';
  const cleaned = sanitizeInput(css.slice(0, MAX_CUSTOM_CSS_LENGTH));
  return cleanRules(compile(cleaned), null, scope, 0).join('\n');
}
