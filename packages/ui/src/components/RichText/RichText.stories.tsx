import { plainToRichText, type RichTextDoc, sanitizeRichText, XSS_PAYLOADS } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EDITOR_LOAD_MS } from '../../testing/timeouts';
import { DeferredRichTextEditor } from './DeferredRichTextEditor';
import { type MentionOption, RichTextEditor } from './RichTextEditor';
import { RichTextView } from './RichTextView';

const SHOT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="#FEE2E2"/><rect x="16" y="16" width="288" height="24" rx="4" fill="#DC2626"/><text x="28" y="33" font-family="Arial" font-size="13" fill="#fff">Error: session expired</text></svg>',
  );

const t = (text: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };

const SAMPLE: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [t('What happens')] },
    {
      type: 'paragraph',
      content: [
        t('Signing in after a '),
        t('password reset', [{ type: 'bold' }]),
        t(' fails. '),
        { type: 'mention', attrs: { id: 'u2', label: 'Jordan Lee', mentionSuggestionChar: '@' } },
        t(' can you look? See '),
        { type: 'mention', attrs: { id: 'task:t2', label: 'Session store', mentionSuggestionChar: '#' } },
        t(' and '),
        t('the docs', [{ type: 'link', attrs: { href: 'https://example.com/docs' } }]),
        t('.'),
      ],
    },
    {
      type: 'taskList',
      content: [
        {
          type: 'taskItem',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [t('Reproduce')] }],
        },
        {
          type: 'taskItem',
          attrs: { checked: false },
          content: [{ type: 'paragraph', content: [t('Fix the cookie')] }],
        },
      ],
    },
    {
      type: 'codeBlock',
      attrs: { language: 'ts' },
      content: [t("const session = await store.get(id);\nif (!session) throw new Error('expired');")],
    },
    { type: 'image', attrs: { attachmentId: 'a1', src: null, alt: 'login-error.png' } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              attrs: { colspan: 1, rowspan: 1 },
              content: [{ type: 'paragraph', content: [t('Browser')] }],
            },
            {
              type: 'tableHeader',
              attrs: { colspan: 1, rowspan: 1 },
              content: [{ type: 'paragraph', content: [t('Result')] }],
            },
          ],
        },
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              attrs: { colspan: 1, rowspan: 1 },
              content: [{ type: 'paragraph', content: [t('Firefox')] }],
            },
            {
              type: 'tableCell',
              attrs: { colspan: 1, rowspan: 1 },
              content: [{ type: 'paragraph', content: [t('Fails')] }],
            },
          ],
        },
      ],
    },
  ],
};

const PEOPLE: MentionOption[] = [
  { id: 'u1', label: 'Olivia Smith', detail: 'olivia@acme.example' },
  { id: 'u2', label: 'Jordan Lee', detail: 'jordan@acme.example' },
];
const suggest = (trigger: '@' | '#', query: string) =>
  (trigger === '@' ? PEOPLE : [{ id: 'task:t2', label: 'Session store', detail: 'Customer Portal' }]).filter(
    (item) => item.label.toLowerCase().includes(query.toLowerCase()),
  );

const meta = {
  title: 'Work/RichText',
  component: RichTextView,
  args: {
    doc: SAMPLE,
    imageUrl: () => SHOT,
    mentionHref: (trigger, id) => (trigger === '#' ? `/tasks/${id.slice(5)}` : undefined),
  },
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'What happens' })).toBeVisible();
    await expect(canvas.getByText('@Jordan Lee')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '#Session store' })).toHaveAttribute('href', '/tasks/t2');
    await expect(canvas.getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'login-error.png' })).toHaveAttribute('src', SHOT);
    await expect(canvas.getByRole('table')).toHaveTextContent('FirefoxFails');
  },
};

/** Every XSS payload of the security checks, stored through the sanitiser, shows as text and runs nowhere. */
export const XssPayloads: Story = {
  args: {
    doc: (() => {
      const source: RichTextDoc = {
        type: 'doc',
        content: XSS_PAYLOADS.flatMap((payload) => [
          {
            type: 'paragraph',
            content: [t(payload), t(' link', [{ type: 'link', attrs: { href: payload } }])],
          },
          { type: 'image', attrs: { src: payload, alt: payload } },
          { type: 'mention', attrs: { id: 'u1', label: payload, mentionSuggestionChar: '@' } },
        ]),
      };
      const clean = sanitizeRichText(source, 100000);
      if (!clean.ok) throw new Error(clean.error);
      return clean.doc;
    })(),
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const win = canvasElement.ownerDocument.defaultView as Window & { __xss?: number };
    await expect(win.__xss).toBeUndefined();
    await expect(
      canvasElement.querySelectorAll(
        'script, iframe, object, svg:not(.MuiSvgIcon-root), [onerror], [onload]',
      ),
    ).toHaveLength(0);
    for (const link of canvasElement.querySelectorAll('a'))
      await expect(link.getAttribute('href')).not.toMatch(/^(javascript|data):/i);
    await expect(canvasElement.textContent).toContain(XSS_PAYLOADS[0]);
  },
};

export const OldPlainText: Story = {
  args: { doc: plainToRichText('A description from before rich text.\nSecond line.') },
};

function EditorHarness({
  initial,
  onChange,
  deferred = false,
}: {
  initial: RichTextDoc | null;
  onChange: (doc: RichTextDoc, text: string) => void;
  /** The comment field's editor, plain until wanted. */
  deferred?: boolean;
}) {
  const [text, setText] = useState('');
  const Editor = deferred ? DeferredRichTextEditor : RichTextEditor;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Editor
        label={deferred ? 'Add a comment' : 'Description'}
        value={initial}
        placeholder="Describe the task"
        suggest={suggest}
        imageUrl={() => SHOT}
        onImageFile={async (file) => ({ attachmentId: 'new1', url: SHOT, name: file.name })}
        onChange={(doc, plain) => {
          setText(plain);
          onChange(doc, plain);
        }}
      />
      <Typography variant="caption" data-testid="plain">
        {text}
      </Typography>
    </Stack>
  );
}

/** Markdown shortcuts, the toolbar and an '@' mention picked from the popup by keyboard. */
export const Editor: Story = {
  render: () => <EditorHarness initial={null} onChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const box = await canvas.findByRole('textbox', { name: 'Description' }, { timeout: EDITOR_LOAD_MS });
    await userEvent.click(box);
    await userEvent.keyboard('## Steps{Enter}- first{Enter}second{Enter}{Enter}Ask @jor');
    const option = await body.findByRole('option', { name: /Jordan Lee/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('plain')).toHaveTextContent('Ask @Jordan Lee'));
    await expect(within(box).getByRole('heading', { name: 'Steps' })).toBeVisible();
    await expect(within(box).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('now');
    await expect(box.querySelector('strong')).toHaveTextContent('now');
  },
};

export const EditExisting: Story = {
  render: () => <EditorHarness initial={SAMPLE} onChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Description' }, { timeout: EDITOR_LOAD_MS });
    await expect(within(box).getByRole('img', { name: 'login-error.png' })).toHaveAttribute('src', SHOT);
    await expect(within(box).getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

/**
 * The comment field: plain until it takes the focus, then the editor with what was typed, the focus and the
 * caret at the end; what is typed before and after the swap arrives, in order.
 */
export const Deferred: Story = {
  render: () => <EditorHarness initial={null} onChange={fn()} deferred />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Add a comment' }));
    await userEvent.keyboard('Typed while it loads, and after');
    await canvas.findByRole('toolbar', { name: 'Formatting' }, { timeout: EDITOR_LOAD_MS });
    await userEvent.keyboard(' too');
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveTextContent('Typed while it loads, and after too');
    await waitFor(() =>
      expect(canvas.getByTestId('plain')).toHaveTextContent('Typed while it loads, and after too'),
    );
  },
};
