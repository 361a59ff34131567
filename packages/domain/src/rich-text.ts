import { z } from 'zod';

/**
 * Rich text of descriptions and comments: a ProseMirror document (the editor's JSON) of an allowlisted set of nodes
 * and marks. Nothing is ever stored or shown as HTML: the server keeps the sanitised document and a plain-text copy
 * (for search, mail, the assistant and every older reader), and screens render the document node by node, so text
 * that looks like markup stays text.
 */

export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: RichTextMark[];
}

export interface RichTextDoc {
  type: 'doc';
  content?: RichTextNode[];
}

/** The shape a payload's document must have; `sanitizeRichText` checks the rest. */
export const RichTextDocSchema: z.ZodType<RichTextDoc> = z
  .object({
    type: z.literal('doc'),
    content: z.array(z.looseObject({ type: z.string() })).optional(),
  })
  .meta({ description: 'A rich text document (ProseMirror JSON of the editor’s nodes and marks).' }) as never;

/** A mention node's trigger: '@' names a person, '#' a task or a project. */
export type MentionTrigger = '@' | '#';

export const RICH_TEXT_LIMITS = {
  /** Nodes in one document. */
  nodes: 5000,
  /** How deep nodes may nest (lists in lists in tables...). */
  depth: 16,
} as const;

export const RICH_TEXT_MESSAGES = {
  unknownNode: (type: string) => `The text holds something the editor cannot store (“${type.slice(0, 40)}”)`,
  tooLarge: 'The text is too long or too deeply nested',
  tooLong: (max: number) => `The text must be at most ${max} characters`,
  /** The editor's link form, for an address that is no safe link. */
  linkRefused: 'Enter a web address (https://…), a mail address (mailto:…) or a path of this app',
  /** Under a plain description field whose description is formatted. */
  formattedInForm: {
    task: 'This description is formatted. Edit it on the task’s page to keep its formatting; a change here keeps only its text.',
    project:
      'This description is formatted. Edit it on the project’s Overview tab to keep its formatting; a change here keeps only its text.',
  },
} as const;

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'taskList',
  'taskItem',
  'codeBlock',
  'blockquote',
  'horizontalRule',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'image',
]);
const INLINES = new Set(['text', 'hardBreak', 'mention']);
const MARKS = new Set(['bold', 'italic', 'strike', 'underline', 'code', 'link']);

/** Where a link may go: the web, mail, or a path of this app. Anything else (javascript:, data:) is no link. */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.length > 2000) return false;
  // No spaces or control characters anywhere: browsers skip some of them inside a scheme ('java\tscript:').
  for (const char of href) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return false;
  }
  return /^\/(?!\/)/.test(href) || /^https?:\/\/[^/?#]/i.test(href) || /^mailto:./i.test(href);
}

const ID = /^[A-Za-z0-9_:-]{1,80}$/;
const LANGUAGE = /^[a-z0-9+#-]{1,20}$/;

function str(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

function positiveInt(value: unknown, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
    ? value
    : undefined;
}

/** Keeps the attributes a node type has, in their allowed values; every other attribute is dropped. */
function cleanAttrs(
  type: string,
  attrs: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  const a = attrs ?? {};
  switch (type) {
    case 'heading':
      return { level: positiveInt(a.level, 3) ?? 1 };
    case 'orderedList':
      return { start: positiveInt(a.start, 100000) ?? 1 };
    case 'taskItem':
      return { checked: a.checked === true };
    case 'codeBlock': {
      const language = typeof a.language === 'string' && LANGUAGE.test(a.language) ? a.language : null;
      return { language };
    }
    case 'tableCell':
    case 'tableHeader':
      return { colspan: positiveInt(a.colspan, 50) ?? 1, rowspan: positiveInt(a.rowspan, 50) ?? 1 };
    case 'image': {
      // A pasted or dropped image is an attachment of the task; an outside image must come over https.
      const attachmentId =
        typeof a.attachmentId === 'string' && ID.test(a.attachmentId) ? a.attachmentId : null;
      const src =
        !attachmentId && typeof a.src === 'string' && /^https:\/\//.test(a.src) && isSafeHref(a.src)
          ? a.src
          : null;
      return { attachmentId, src, alt: str(a.alt, 300) ?? null };
    }
    case 'mention': {
      const trigger: MentionTrigger = a.mentionSuggestionChar === '#' ? '#' : '@';
      return {
        id: typeof a.id === 'string' && ID.test(a.id) ? a.id : null,
        label: str(a.label, 120) ?? null,
        mentionSuggestionChar: trigger,
      };
    }
    default:
      return undefined;
  }
}

function cleanMarks(marks: unknown): RichTextMark[] | undefined {
  if (!Array.isArray(marks)) return undefined;
  const kept: RichTextMark[] = [];
  for (const mark of marks) {
    if (!mark || typeof mark !== 'object') continue;
    const { type, attrs } = mark as RichTextMark;
    if (!MARKS.has(type) || kept.some((other) => other.type === type)) continue;
    if (type === 'link') {
      // A link to somewhere unsafe loses its link, not its text.
      if (isSafeHref(attrs?.href)) kept.push({ type, attrs: { href: attrs.href } });
      continue;
    }
    kept.push({ type });
  }
  return kept.length > 0 ? kept : undefined;
}

export type SanitizeResult = { ok: true; doc: RichTextDoc; text: string } | { ok: false; error: string };

/**
 * Checks a document from a client and returns it clean: only the allowlisted nodes and marks, with only their
 * allowed attributes (unsafe links and images dropped), and its plain-text copy. An unknown node type, or a
 * document past the limits, is refused with a message for the person.
 */
export function sanitizeRichText(input: unknown, maxText: number): SanitizeResult {
  if (!input || typeof input !== 'object' || (input as RichTextDoc).type !== 'doc') {
    return {
      ok: false,
      error: RICH_TEXT_MESSAGES.unknownNode(String((input as RichTextDoc)?.type ?? 'text')),
    };
  }
  let count = 0;
  let problem: string | undefined;
  const walk = (node: unknown, depth: number): RichTextNode | undefined => {
    if (problem) return undefined;
    count += 1;
    if (count > RICH_TEXT_LIMITS.nodes || depth > RICH_TEXT_LIMITS.depth) {
      problem = RICH_TEXT_MESSAGES.tooLarge;
      return undefined;
    }
    if (!node || typeof node !== 'object') return undefined;
    const { type, attrs, content, text, marks } = node as RichTextNode;
    if (typeof type !== 'string' || !(BLOCKS.has(type) || INLINES.has(type))) {
      problem = RICH_TEXT_MESSAGES.unknownNode(String(type));
      return undefined;
    }
    if (type === 'text') {
      if (typeof text !== 'string' || text.length === 0) return undefined;
      const cleanMarksList = cleanMarks(marks);
      return cleanMarksList ? { type, text, marks: cleanMarksList } : { type, text };
    }
    const clean: RichTextNode = { type };
    const cleanAttributes = cleanAttrs(type, attrs);
    if (cleanAttributes) clean.attrs = cleanAttributes;
    if (type === 'image' && !cleanAttributes?.attachmentId && !cleanAttributes?.src) return undefined;
    if (type === 'mention' && !cleanAttributes?.id) return undefined;
    if (Array.isArray(content) && type !== 'image' && type !== 'mention' && type !== 'hardBreak') {
      const children = content.flatMap((child) => walk(child, depth + 1) ?? []);
      if (children.length > 0) clean.content = children;
    }
    return clean;
  };
  const source = (input as { content?: unknown }).content;
  const content = Array.isArray(source) ? (source as unknown[]).flatMap((child) => walk(child, 1) ?? []) : [];
  if (problem) return { ok: false, error: problem };
  const doc: RichTextDoc = { type: 'doc', content };
  const text = richTextToPlain(doc);
  if (text.length > maxText) return { ok: false, error: RICH_TEXT_MESSAGES.tooLong(maxText) };
  return { ok: true, doc, text };
}

function inlineText(nodes: readonly RichTextNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'text') return node.text ?? '';
      if (node.type === 'hardBreak') return '\n';
      if (node.type === 'mention')
        return `${node.attrs?.mentionSuggestionChar ?? '@'}${node.attrs?.label ?? ''}`;
      if (node.type === 'image') return `[image${node.attrs?.alt ? `: ${node.attrs.alt}` : ''}]`;
      return blockText(node, '');
    })
    .join('');
}

function blockText(node: RichTextNode, indent: string): string {
  const children = node.content ?? [];
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return indent + inlineText(children);
    case 'codeBlock':
      return inlineText(children);
    case 'blockquote':
      return children.map((child) => `> ${blockText(child, '')}`).join('\n');
    case 'horizontalRule':
      return '---';
    case 'image':
      return inlineText([node]);
    case 'bulletList':
    case 'orderedList':
    case 'taskList': {
      const start = Number(node.attrs?.start ?? 1);
      return children
        .map((item, index) => {
          const bullet =
            node.type === 'orderedList'
              ? `${start + index}.`
              : node.type === 'taskList'
                ? item.attrs?.checked
                  ? '[x]'
                  : '[ ]'
                : '-';
          const [first, ...rest] = item.content ?? [];
          const head = `${indent}${bullet} ${first ? blockText(first, '') : ''}`;
          return [head, ...rest.map((child) => blockText(child, `${indent}  `))].join('\n');
        })
        .join('\n');
    }
    case 'table':
      return children
        .map((row) =>
          (row.content ?? [])
            .map((cell) => inlineText(cell.content?.flatMap((p) => p.content ?? [])))
            .join(' | '),
        )
        .join('\n');
    default:
      return children.length > 0
        ? children.map((child) => blockText(child, indent)).join('\n')
        : inlineText([node]);
  }
}

/** The document as plain text: one line per paragraph, lists with their bullets, mentions as '@Name'. */
export function richTextToPlain(doc: RichTextDoc): string {
  return (doc.content ?? [])
    .map((node) => blockText(node, ''))
    .join('\n')
    .trim();
}

/** A document of plain text: one paragraph per line (for text stored before rich text, and from the API). */
export function plainToRichText(text: string): RichTextDoc {
  return {
    type: 'doc',
    content: text
      .split('\n')
      .map((line) =>
        line.length > 0
          ? { type: 'paragraph', content: [{ type: 'text', text: line }] }
          : { type: 'paragraph' },
      ),
  };
}

/** The ids a document mentions with one trigger: '@' people, '#' tasks and projects ('task:ID', 'project:ID'). */
export function richTextMentions(
  doc: RichTextDoc | null | undefined,
  trigger: MentionTrigger = '@',
): string[] {
  const found = new Set<string>();
  const walk = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (
        node.type === 'mention' &&
        node.attrs?.mentionSuggestionChar === trigger &&
        typeof node.attrs.id === 'string'
      ) {
        found.add(node.attrs.id);
      }
      walk(node.content);
    }
  };
  walk(doc?.content);
  return [...found];
}

/** The attachment ids of a document's images. */
export function richTextAttachmentIds(doc: RichTextDoc | null | undefined): string[] {
  const found = new Set<string>();
  const walk = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'image' && typeof node.attrs?.attachmentId === 'string')
        found.add(node.attrs.attachmentId);
      walk(node.content);
    }
  };
  walk(doc?.content);
  return [...found];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for HTML (mail bodies): the five characters that could open markup or end an attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const MARK_TAGS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  strike: 's',
  underline: 'u',
  code: 'code',
};

/**
 * The document as HTML for mail, every text escaped and every link checked again. Images become their
 * description (attachment links expire long before a mail is read); `baseUrl` makes app paths absolute.
 */
export function richTextToHtml(doc: RichTextDoc, baseUrl = ''): string {
  const inline = (node: RichTextNode): string => {
    if (node.type === 'hardBreak') return '<br>';
    if (node.type === 'mention') {
      return `<strong>${escapeHtml(`${node.attrs?.mentionSuggestionChar ?? '@'}${node.attrs?.label ?? ''}`)}</strong>`;
    }
    if (node.type === 'image') return `<em>${escapeHtml(inlineText([node]))}</em>`;
    let html = escapeHtml(node.text ?? '');
    for (const mark of node.marks ?? []) {
      const tag = MARK_TAGS[mark.type];
      if (tag) html = `<${tag}>${html}</${tag}>`;
      else if (mark.type === 'link' && isSafeHref(mark.attrs?.href)) {
        const href = mark.attrs.href.startsWith('/') ? `${baseUrl}${mark.attrs.href}` : mark.attrs.href;
        html = `<a href="${escapeHtml(href)}">${html}</a>`;
      }
    }
    return html;
  };
  const block = (node: RichTextNode): string => {
    const inner = () =>
      (node.content ?? []).map((child) => (INLINES.has(child.type) ? inline(child) : block(child))).join('');
    switch (node.type) {
      case 'paragraph':
        return `<p style="margin:0 0 8px">${inner()}</p>`;
      case 'heading': {
        const level = Math.min(3, Math.max(1, Number(node.attrs?.level ?? 1))) + 1;
        return `<h${level} style="margin:12px 0 8px">${inner()}</h${level}>`;
      }
      case 'bulletList':
        return `<ul>${inner()}</ul>`;
      case 'orderedList':
        return `<ol start="${Number(node.attrs?.start ?? 1)}">${inner()}</ol>`;
      case 'taskList':
        return `<ul style="list-style:none;padding-left:4px">${inner()}</ul>`;
      case 'listItem':
        return `<li>${inner()}</li>`;
      case 'taskItem':
        return `<li>${node.attrs?.checked ? '☑' : '☐'} ${inner()}</li>`;
      case 'codeBlock':
        return `<pre style="background:#f4f4f5;padding:8px;border-radius:4px;white-space:pre-wrap"><code>${inner()}</code></pre>`;
      case 'blockquote':
        return `<blockquote style="border-left:3px solid #d4d4d8;margin:0 0 8px;padding-left:8px">${inner()}</blockquote>`;
      case 'horizontalRule':
        return '<hr>';
      case 'image':
        return `<p>${inline(node)}</p>`;
      case 'table':
        return `<table style="border-collapse:collapse">${inner()}</table>`;
      case 'tableRow':
        return `<tr>${inner()}</tr>`;
      case 'tableHeader':
        return `<th style="border:1px solid #d4d4d8;padding:4px">${inner()}</th>`;
      case 'tableCell':
        return `<td style="border:1px solid #d4d4d8;padding:4px">${inner()}</td>`;
      default:
        return inner();
    }
  };
  return (doc.content ?? []).map(block).join('');
}
