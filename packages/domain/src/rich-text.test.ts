import { describe, expect, it } from 'vitest';
import {
  isSafeHref,
  plainToRichText,
  RICH_TEXT_MESSAGES,
  type RichTextDoc,
  type RichTextNode,
  richTextAttachmentIds,
  richTextMentions,
  richTextToHtml,
  richTextToPlain,
  sanitizeRichText,
} from './rich-text';
import { XSS_PAYLOADS } from './xss-payloads';

const text = (value: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });

const CELL = { colspan: 1, rowspan: 1 };

const RICH: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Steps')] },
    p(
      text('Ask '),
      { type: 'mention', attrs: { id: 'u1', label: 'Jordan Lee', mentionSuggestionChar: '@' } },
      text(' about '),
      { type: 'mention', attrs: { id: 'task:t9', label: 'Fix login', mentionSuggestionChar: '#' } },
    ),
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [
        { type: 'listItem', content: [p(text('Open '), text('/login', [{ type: 'code' }]))] },
        { type: 'listItem', content: [p(text('Sign in', [{ type: 'bold' }]))] },
      ],
    },
    {
      type: 'taskList',
      content: [
        { type: 'taskItem', attrs: { checked: true }, content: [p(text('Reproduce'))] },
        { type: 'taskItem', attrs: { checked: false }, content: [p(text('Fix'))] },
      ],
    },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1 < 2;')] },
    { type: 'image', attrs: { attachmentId: 'att1', src: null, alt: 'screenshot' } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', attrs: CELL, content: [p(text('A'))] },
            { type: 'tableHeader', attrs: CELL, content: [p(text('B'))] },
          ],
        },
        {
          type: 'tableRow',
          content: [
            { type: 'tableCell', attrs: CELL, content: [p(text('1'))] },
            { type: 'tableCell', attrs: CELL, content: [p(text('2'))] },
          ],
        },
      ],
    },
  ],
};

describe('sanitizeRichText', () => {
  it('keeps the editor’s nodes and marks, and gives the plain-text copy', () => {
    const result = sanitizeRichText(RICH, 10000);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.doc).toEqual(RICH);
    expect(result.text).toBe(
      [
        'Steps',
        'Ask @Jordan Lee about #Fix login',
        '1. Open /login',
        '2. Sign in',
        '[x] Reproduce',
        '[ ] Fix',
        'const a = 1 < 2;',
        '[image: screenshot]',
        'A | B',
        '1 | 2',
      ].join('\n'),
    );
  });

  it('drops unknown attributes, unsafe links and images, and mentions without an id', () => {
    const result = sanitizeRichText(
      {
        type: 'doc',
        content: [
          p(
            text('bad', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'bold' }]),
            text('good', [
              { type: 'link', attrs: { href: 'https://example.com', onclick: 'x', target: '_top' } },
            ]),
            text('app', [{ type: 'link', attrs: { href: '/tasks/t1' } }]),
            text('proto', [{ type: 'link', attrs: { href: '//evil.example' } }]),
            { type: 'mention', attrs: { label: 'nobody' } },
          ),
          { type: 'paragraph', attrs: { style: 'color:red', onclick: 'x' }, content: [text('x')] },
          { type: 'image', attrs: { src: 'javascript:alert(1)' } },
          { type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>' } },
          { type: 'image', attrs: { src: 'http://example.com/a.png' } },
          { type: 'codeBlock', attrs: { language: '"><script>' }, content: [text('x')] },
        ],
      },
      10000,
    );
    expect(result.ok && result.doc.content).toEqual([
      p(
        text('bad', [{ type: 'bold' }]),
        text('good', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
        text('app', [{ type: 'link', attrs: { href: '/tasks/t1' } }]),
        text('proto'),
      ),
      p(text('x')),
      { type: 'codeBlock', attrs: { language: null }, content: [text('x')] },
    ]);
  });

  it('refuses an unknown node, a document past the limits and text past the maximum', () => {
    expect(sanitizeRichText({ type: 'doc', content: [{ type: 'script', content: [] }] }, 100)).toEqual({
      ok: false,
      error: RICH_TEXT_MESSAGES.unknownNode('script'),
    });
    expect(sanitizeRichText({ type: 'html' }, 100).ok).toBe(false);
    expect(sanitizeRichText('<p>hi</p>', 100).ok).toBe(false);
    let deep: RichTextNode = p(text('x'));
    for (let i = 0; i < 20; i += 1) deep = { type: 'blockquote', content: [deep] };
    expect(sanitizeRichText({ type: 'doc', content: [deep] }, 100)).toEqual({
      ok: false,
      error: RICH_TEXT_MESSAGES.tooLarge,
    });
    expect(sanitizeRichText(plainToRichText('x'.repeat(101)), 100)).toEqual({
      ok: false,
      error: RICH_TEXT_MESSAGES.tooLong(100),
    });
  });

  it('keeps every XSS payload as text: nothing of it is markup in the stored document or in mail', () => {
    for (const payload of XSS_PAYLOADS) {
      const doc = {
        type: 'doc',
        content: [
          p(text(payload), text('link', [{ type: 'link', attrs: { href: payload } }])),
          { type: 'image', attrs: { src: payload, alt: payload } },
        ],
      };
      const result = sanitizeRichText(doc, 10000);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.text.startsWith(payload)).toBe(true);
      const html = richTextToHtml(result.doc);
      // Every tag in the mail is one the renderer writes, with only its own attributes: the payload stayed text.
      for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        expect(['p', 'a', 'em', 'strong']).toContain(name);
        expect((attributes ?? '').replace(/ (style|href)="[^"]*"/g, '')).toBe('');
      }
      expect(html).not.toMatch(/href="(javascript|data):/i);
    }
  });
});

describe('isSafeHref', () => {
  it('takes the web, mail and app paths only', () => {
    expect(
      ['https://a.example/x', 'http://a.example', 'mailto:a@b.example', '/tasks/1'].every(isSafeHref),
    ).toBe(true);
    expect(
      [
        'javascript:alert(1)',
        ' javascript:alert(1)',
        'data:text/html,x',
        '//evil.example',
        'vbscript:x',
        '',
        42,
      ].some(isSafeHref),
    ).toBe(false);
  });
});

describe('reading documents', () => {
  it('finds the people, tasks and images a document names', () => {
    expect(richTextMentions(RICH)).toEqual(['u1']);
    expect(richTextMentions(RICH, '#')).toEqual(['task:t9']);
    expect(richTextAttachmentIds(RICH)).toEqual(['att1']);
    expect(richTextMentions(null)).toEqual([]);
  });

  it('turns plain text into paragraphs and back', () => {
    const doc = plainToRichText('one\n\ntwo');
    expect(doc.content).toHaveLength(3);
    expect(richTextToPlain(doc)).toBe('one\n\ntwo');
  });

  it('writes mail HTML with app links made absolute and text escaped', () => {
    const html = richTextToHtml(
      {
        type: 'doc',
        content: [
          p(text('a < b', [{ type: 'bold' }]), text('task', [{ type: 'link', attrs: { href: '/tasks/1' } }])),
        ],
      },
      'https://app.example',
    );
    expect(html).toBe(
      '<p style="margin:0 0 8px"><strong>a &lt; b</strong><a href="https://app.example/tasks/1">task</a></p>',
    );
  });
});
