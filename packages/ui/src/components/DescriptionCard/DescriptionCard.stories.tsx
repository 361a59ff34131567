import type { RichTextDoc } from '@app/domain';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EDITOR_LOAD_MS } from '../../testing/timeouts';
import { DescriptionCard } from './DescriptionCard';
import { DescriptionHistoryDialog, type DescriptionVersionItem } from './DescriptionHistoryDialog';

const DOC: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Customers are signed out after ' },
        { type: 'text', text: 'ten minutes', marks: [{ type: 'bold' }] },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Chrome and Firefox' }] }],
        },
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Only with “Remember me”' }] }],
        },
      ],
    },
  ],
};

const meta = {
  title: 'Work/DescriptionCard',
  component: DescriptionCard,
  args: {
    doc: DOC,
    text: 'Customers are signed out after ten minutes.',
    maxLength: 10000,
    onSave: fn(async () => undefined),
    onShowHistory: fn(),
  },
} satisfies Meta<typeof DescriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ten minutes').closest('strong')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Text stored before rich text shows as paragraphs. */
export const PlainText: Story = {
  args: { doc: null, text: 'First line.\nSecond line.', onSave: undefined, onShowHistory: undefined },
};

export const Empty: Story = {
  args: { doc: null, text: '', onSave: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No description.')).toBeVisible();
  },
};

export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit description' }));
    const editor = await canvas.findByRole('textbox', { name: 'Description' }, { timeout: EDITOR_LOAD_MS });
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('{Enter}{Enter}[[ ] Write a test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      text: string;
      doc: RichTextDoc;
    };
    await expect(saved.text).toContain('Write a test');
    await expect(saved.doc.content?.some((node) => node.type === 'taskList')).toBe(true);
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument(),
    );
  },
};

export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('You cannot edit this task'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit description' }));
    await canvas.findByRole('textbox', { name: 'Description' }, { timeout: EDITOR_LOAD_MS });
    await userEvent.keyboard(' more');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You cannot edit this task');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeVisible();
  },
};

const VERSIONS: DescriptionVersionItem[] = [
  { _id: 'v2', doc: DOC, text: '', editedBy: { name: 'Jordan Lee' }, createdAt: '2026-12-04T10:15:00.000Z' },
  {
    _id: 'v1',
    doc: null,
    text: 'Users get logged out.',
    editedBy: { name: 'Olivia Smith' },
    createdAt: '2026-12-01T08:00:00.000Z',
  },
];

export const History: Story = {
  render: () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open history</Button>
        <DescriptionHistoryDialog open={open} versions={VERSIONS} onClose={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open history' }));
    const dialog = await body.findByRole('dialog', { name: 'Description history' });
    await waitFor(() => expect(within(dialog).getByText('ten minutes')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: /Olivia Smith/ }));
    await waitFor(() => expect(within(dialog).getByText('Users get logged out.')).toBeVisible());
  },
};
