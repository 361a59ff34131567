import { compile, DECLARATION, type Element, IMPORT, RULESET } from 'stylis';
import { sanitizeCustomCSS } from '../../theme/customCss';

// The at-rules whose rules the sanitizer keeps (it scopes them like top-level rules).
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

function unbalancedBraces(css: string): boolean {
  // Braces inside strings and comments do not count.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '');
  let depth = 0;
  for (const char of code) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if (depth < 0) return true;
  }
  return depth !== 0;
}

function ruleProblems(elements: readonly Element[], parent: Element | null, out: string[]): void {
  for (const element of elements) {
    const where = `Line ${element.line}`;
    if (element.parent !== parent) {
      // stylis lists a rule nested in a rule beside it; the sanitizer drops it.
      if (element.type === RULESET && element.parent?.type === RULESET) {
        out.push(`${where}: nested rules are not supported ("${clip(element.value)}").`);
      }
      continue;
    }
    if (element.type === DECLARATION) {
      out.push(`${where}: "${clip(element.value)}" is outside a rule and is ignored.`);
      continue;
    }
    if (element.type === RULESET) {
      if (!sanitizeCustomCSS(`${element.value} { color: red }`)) {
        out.push(`${where}: the selector "${clip(element.value)}" is not allowed; the rule is ignored.`);
        continue;
      }
      const children = Array.isArray(element.children) ? element.children : [];
      for (const child of children) {
        if (child.type === DECLARATION && !sanitizeCustomCSS(`a { ${child.value} }`)) {
          out.push(`Line ${child.line}: "${clip(child.value)}" is not allowed and is ignored.`);
        }
      }
      continue;
    }
    const name = (/^@([a-z-]+)/i.exec(element.value)?.[1] ?? '').toLowerCase();
    if (element.type === IMPORT || !GROUPING_AT_RULES.has(name)) {
      out.push(`${where}: "@${name}" rules are not allowed and are ignored.`);
      continue;
    }
    ruleProblems(Array.isArray(element.children) ? element.children : [], element, out);
  }
}

/**
 * What the custom CSS sanitizer will leave out of `css`, one message per problem with its line: selectors that
 * reach outside the branded area, declarations that load or run something, at-rules other than `@media`,
 * `@supports` and `@container`, nested rules, and braces that do not match. Empty when all of it applies.
 */
export function customCssProblems(css: string | null | undefined): string[] {
  if (!css?.trim()) return [];
  const problems: string[] = [];
  if (unbalancedBraces(css)) problems.push('A "{" or "}" has no partner; check the braces.');
  ruleProblems(compile(css), null, problems);
  return problems;
}
