import { isSafeHref, type RichTextDoc, type RichTextMark, type RichTextNode } from '@app/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type * as React from 'react';

export interface RichTextViewProps {
  doc: RichTextDoc;
  /** The current link of an attached image (attachment links expire; the screen knows the fresh ones). */
  imageUrl?: (attachmentId: string) => string | undefined;
  /** Where a mention leads: a person's profile, a task ('task:ID') or a project ('project:ID'). */
  mentionHref?: (trigger: '@' | '#', id: string) => string | undefined;
  /** Denser type for comments. */
  dense?: boolean;
}

type Render = (node: RichTextNode, key: number) => React.ReactNode;

function marked(text: string, marks: readonly RichTextMark[] | undefined): React.ReactNode {
  let out: React.ReactNode = text;
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'strike') out = <s>{out}</s>;
    else if (mark.type === 'underline') out = <u>{out}</u>;
    else if (mark.type === 'code') out = <code>{out}</code>;
    else if (mark.type === 'link' && isSafeHref(mark.attrs?.href)) {
      const href = mark.attrs.href;
      const outside = !href.startsWith('/');
      out = (
        <Link href={href} {...(outside ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
          {out}
        </Link>
      );
    }
  }
  return out;
}

/**
 * A rich text document as React elements, node by node: there is no HTML string anywhere, so a text that looks
 * like markup stays text, and only checked links are links. Unknown nodes show their text.
 */
export function RichTextView({ doc, imageUrl, mentionHref, dense = false }: RichTextViewProps) {
  const children = (node: RichTextNode) => (node.content ?? []).map(render);
  const render: Render = (node, key) => {
    const attrs = node.attrs ?? {};
    switch (node.type) {
      case 'text':
        return <span key={key}>{marked(node.text ?? '', node.marks)}</span>;
      case 'hardBreak':
        return <br key={key} />;
      case 'mention': {
        const trigger = attrs.mentionSuggestionChar === '#' ? '#' : '@';
        const label = `${trigger}${String(attrs.label ?? '')}`;
        const href = typeof attrs.id === 'string' ? mentionHref?.(trigger, attrs.id) : undefined;
        return href ? (
          <Link key={key} href={href} className="rich-mention" underline="hover">
            {label}
          </Link>
        ) : (
          <span key={key} className="rich-mention">
            {label}
          </span>
        );
      }
      case 'paragraph':
        return <p key={key}>{children(node)}</p>;
      case 'heading': {
        // Headings inside a description sit under the page's h2 sections.
        const level = Math.min(3, Math.max(1, Number(attrs.level ?? 1)));
        const Tag = (['h3', 'h4', 'h5'] as const)[level - 1] ?? 'h3';
        return <Tag key={key}>{children(node)}</Tag>;
      }
      case 'bulletList':
        return <ul key={key}>{children(node)}</ul>;
      case 'orderedList':
        return (
          <ol key={key} start={Number(attrs.start ?? 1)}>
            {children(node)}
          </ol>
        );
      case 'listItem':
        return <li key={key}>{children(node)}</li>;
      case 'taskList':
        return (
          <ul key={key} className="rich-tasks">
            {children(node)}
          </ul>
        );
      case 'taskItem':
        return (
          <li key={key} data-checked={attrs.checked === true}>
            <input
              type="checkbox"
              checked={attrs.checked === true}
              readOnly
              disabled
              aria-label={attrs.checked ? 'Done' : 'Not done'}
            />
            <div>{children(node)}</div>
          </li>
        );
      case 'codeBlock':
        return (
          <pre key={key}>
            <code>{(node.content ?? []).map((child) => child.text ?? '').join('')}</code>
          </pre>
        );
      case 'blockquote':
        return <blockquote key={key}>{children(node)}</blockquote>;
      case 'horizontalRule':
        return <hr key={key} />;
      case 'image': {
        const src =
          typeof attrs.attachmentId === 'string'
            ? imageUrl?.(attrs.attachmentId)
            : (attrs.src as string | null);
        const alt = typeof attrs.alt === 'string' ? attrs.alt : '';
        return src ? (
          <img key={key} src={src} alt={alt} loading="lazy" />
        ) : (
          <span key={key} className="rich-missing">
            [image{alt ? `: ${alt}` : ''}]
          </span>
        );
      }
      case 'table':
        return (
          <div key={key} className="rich-table">
            <table>
              <tbody>{children(node)}</tbody>
            </table>
          </div>
        );
      case 'tableRow':
        return <tr key={key}>{children(node)}</tr>;
      case 'tableHeader':
        return (
          <th key={key} colSpan={Number(attrs.colspan ?? 1)} rowSpan={Number(attrs.rowspan ?? 1)}>
            {children(node)}
          </th>
        );
      case 'tableCell':
        return (
          <td key={key} colSpan={Number(attrs.colspan ?? 1)} rowSpan={Number(attrs.rowspan ?? 1)}>
            {children(node)}
          </td>
        );
      default:
        return <span key={key}>{node.text ?? children(node)}</span>;
    }
  };
  return (
    <Box className="rich-text" sx={richTextStyles(dense)}>
      {(doc.content ?? []).map(render)}
    </Box>
  );
}

/** The typography of rich text, shared by the view and the editor so text looks the same in both. */
export function richTextStyles(dense: boolean) {
  return {
    typography: 'body2',
    overflowWrap: 'anywhere',
    '& > :first-of-type': { mt: 0 },
    '& > :last-child': { mb: 0 },
    '& p': { my: dense ? 0.5 : 1, minHeight: '1.25em' },
    '& h3, & h4, & h5': { mt: 2, mb: 1, lineHeight: 1.3 },
    '& h3': { typography: 'h6' },
    '& h4': { typography: 'subtitle1', fontWeight: 600 },
    '& h5': { typography: 'subtitle2' },
    '& ul, & ol': { pl: 3, my: 1 },
    '& ul.rich-tasks, & ul[data-type="taskList"]': { listStyle: 'none', pl: 0.5 },
    '& ul.rich-tasks li, & ul[data-type="taskList"] li': {
      display: 'flex',
      gap: 1,
      alignItems: 'flex-start',
    },
    '& ul.rich-tasks li > div, & ul[data-type="taskList"] li > div': { flex: 1 },
    '& ul.rich-tasks input, & ul[data-type="taskList"] input': { mt: 0.5 },
    '& code': {
      fontFamily: 'monospace',
      fontSize: '0.875em',
      px: 0.5,
      borderRadius: 0.5,
      bgcolor: 'action.hover',
    },
    '& pre': {
      fontFamily: 'monospace',
      fontSize: '0.8125rem',
      p: 1.5,
      my: 1,
      borderRadius: 1,
      bgcolor: 'action.hover',
      overflowX: 'auto',
      whiteSpace: 'pre',
      '& code': { p: 0, bgcolor: 'transparent' },
    },
    '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, mx: 0, my: 1, color: 'text.secondary' },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, display: 'block', my: 1 },
    '& .rich-table': { overflowX: 'auto', my: 1 },
    '& table': { borderCollapse: 'collapse', minWidth: '50%' },
    '& th, & td': {
      border: 1,
      borderColor: 'divider',
      px: 1,
      py: 0.5,
      verticalAlign: 'top',
      textAlign: 'left',
    },
    '& th': { bgcolor: 'action.hover', fontWeight: 600 },
    '& th p, & td p': { my: 0 },
    '& .rich-mention, & .mention': {
      fontWeight: 600,
      color: 'text.primary',
      bgcolor: 'action.selected',
      borderRadius: 0.5,
      px: 0.25,
    },
    '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
  } as const;
}
