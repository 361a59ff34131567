import { ATTACHMENT_PREVIEW_MESSAGES } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentPanel } from './AttachmentPanel';
import type { AttachmentItem, AttachmentUpload } from './attachmentFiles';

// Inline files, so stories need no network.
const SCREENSHOT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#E0F2FE"/><rect x="12" y="12" width="136" height="14" rx="3" fill="#0284C7"/><rect x="12" y="36" width="90" height="8" rx="2" fill="#94A3B8"/><rect x="12" y="52" width="120" height="8" rx="2" fill="#94A3B8"/></svg>',
  );

/**
 * A small valid PDF, one page per entry of `pages` (its line of Helvetica text, not embedded, over a blue band),
 * written out with the byte offsets its cross-reference table needs.
 */
function pdfFile(pages: readonly string[]): string {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R >>`,
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
  ];
  for (const [i, text] of pages.entries()) {
    const stream = `0.2 0.4 0.8 rg 72 640 451 60 re f BT /F1 28 Tf 0 g 72 560 Td (${text}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

const PDF = `data:application/pdf;base64,${btoa(pdfFile(['Security review, page one', 'Page two: findings']))}`;
const BROKEN_PDF = `data:application/pdf;base64,${btoa('%PDF-1.4\nthis is not a PDF body\n')}`;

/** How many of a canvas's pixels are not white: a drawn page has its band and its text. */
function inkedPixels(canvas: HTMLCanvasElement): number {
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked += 1;
  }
  return inked;
}

const FILES: AttachmentItem[] = [
  {
    id: 'a1',
    name: 'login-error.png',
    size: 248_112,
    type: 'image/png',
    url: SCREENSHOT,
    createdAt: '2026-12-01T10:00:00.000Z',
    uploadedBy: { name: 'Olivia Smith' },
    canDelete: true,
  },
  {
    id: 'a2',
    name: 'Security review — November.pdf',
    size: 1_532_000,
    type: 'application/pdf',
    url: PDF,
    createdAt: '2026-12-02T09:30:00.000Z',
    uploadedBy: { name: 'Jordan Lee' },
    canDelete: false,
  },
  {
    id: 'a4',
    name: 'checkout.png',
    size: 96_000,
    type: 'image/png',
    url: SCREENSHOT,
    createdAt: '2026-12-03T12:00:00.000Z',
    uploadedBy: { name: 'Jordan Lee' },
    canDelete: false,
  },
  {
    id: 'a3',
    name: 'export.csv',
    size: 812,
    type: 'text/csv',
    url: 'data:text/csv,a,b',
    createdAt: '2026-12-03T16:45:00.000Z',
    uploadedBy: { name: 'Olivia Smith' },
    canDelete: true,
  },
];

const MB = 1024 * 1024;

const meta = {
  title: 'Work/AttachmentPanel',
  component: AttachmentPanel,
  args: { attachments: FILES, maxBytes: 25 * MB, onFiles: fn(), onDelete: fn(), onDismissUpload: fn() },
} satisfies Meta<typeof AttachmentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Attachments' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // A PDF opens in the app's own viewer, like an image.
    await expect(
      canvas.getByRole('button', { name: 'Preview Security review — November.pdf' }),
    ).toBeVisible();
    await expect(canvas.getByText('242.3 KB · Olivia Smith', { exact: false })).toBeVisible();
    // Only the files the person may delete have a delete button.
    await expect(canvas.getByRole('button', { name: 'Delete login-error.png' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Delete Security review/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'export.csv' })).toHaveAttribute('download', 'export.csv');
  },
};

/** Images open large; the arrow keys move between them, and on a PDF between its pages. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview login-error.png' }));
    const dialog = await body.findByRole('dialog', { name: 'login-error.png' });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'login-error.png' })).toBeVisible());
    await expect(within(dialog).getByText('1 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    const pdf = await body.findByRole('dialog', { name: 'Security review — November.pdf' });
    await expect(await within(pdf).findByText('Page 1 of 2', {}, { timeout: 15_000 })).toBeVisible();
    // On a PDF the arrow keys turn its pages; the buttons still move between files.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(pdf).findByText('Page 2 of 2')).toBeVisible();
    await expect(within(pdf).getByText('2 of 3')).toBeVisible();
    await userEvent.click(within(pdf).getByRole('button', { name: 'Next file' }));
    await body.findByRole('dialog', { name: 'checkout.png' });
    await expect(body.getByText('3 of 3')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A PDF is drawn in the app by pdf.js (loaded only now): a page at a time on a canvas, previous and next page,
 * Page Up/Page Down, zoom, and the links to open it in a new tab or download it.
 */
export const PdfPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Security review — November.pdf' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Security review — November.pdf' }));
    await expect(await dialog.findByText('Page 1 of 2', {}, { timeout: 15_000 })).toBeVisible();
    const page = dialog.getByRole('img', { name: 'Security review — November.pdf, page 1 of 2' });
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
    await expect(inkedPixels(page as HTMLCanvasElement)).toBeGreaterThan(1000);
    await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(await dialog.findByText('Page 2 of 2')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
    await expect(inkedPixels(page as HTMLCanvasElement)).toBeGreaterThan(1000);
    await userEvent.keyboard('{PageUp}');
    await expect(await dialog.findByText('Page 1 of 2')).toBeVisible();

    await expect(dialog.getByRole('button', { name: 'Fit to width' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fitted = page.getBoundingClientRect().width;
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeGreaterThan(fitted * 1.2));
    await expect(dialog.getByRole('button', { name: 'Fit to width' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeLessThan(fitted));
    await userEvent.click(dialog.getByRole('button', { name: 'Fit to width' }));
    await waitFor(() => expect(Math.round(page.getBoundingClientRect().width)).toBe(Math.round(fitted)));

    await expect(dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Security review — November.pdf',
    );
  },
};

/** A file that is not a readable PDF says so, and can still be downloaded. */
export const PdfUnreadable: Story = {
  args: {
    attachments: [{ ...FILES[1]!, id: 'broken', name: 'scan.pdf', url: BROKEN_PDF }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview scan.pdf' }));
    const dialog = within(await body.findByRole('dialog', { name: 'scan.pdf' }));
    await expect(
      await dialog.findByText(ATTACHMENT_PREVIEW_MESSAGES.pdfUnreadable('scan.pdf'), {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'scan.pdf');
  },
};

export const ChooseSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const files = [
      new File(['a'], 'one.png', { type: 'image/png' }),
      new File(['b'], 'two.pdf', { type: 'application/pdf' }),
    ];
    await userEvent.upload(canvas.getByLabelText('Attach files'), files);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
    await expect(canvas.getByRole('button', { name: 'Add files' })).toBeVisible();
  },
};

export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText(/Drop files here or choose them/);
    const transfer = new DataTransfer();
    const file = new File(['x'], 'dropped.txt', { type: 'text/plain' });
    transfer.items.add(file);
    zone.dispatchEvent(
      new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await expect(await canvas.findByText(/Drop to attach/)).toBeVisible();
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([file]));
    await expect(canvas.getByText(/Drop files here or choose them/)).toBeVisible();
  },
};

const UPLOADS: AttachmentUpload[] = [
  { key: 'u1', name: 'design-review.mp4.zip', size: 25 * MB, loaded: 10 * MB },
  {
    key: 'u2',
    name: 'big.bin',
    size: 26 * MB,
    loaded: 0,
    error: 'Files can be up to 25 MB; “big.bin” is 26 MB.',
  },
];

export const Uploading: Story = {
  args: { uploads: UPLOADS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Uploading design-review.mp4.zip' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40% of 25 MB')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('“big.bin” is 26 MB');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismissUpload).toHaveBeenCalledWith('u2');
  },
};

/** Deleting asks first; a failure keeps the dialog open with the reason. */
export const DeleteConfirm: Story = {
  render: (args) => {
    const [files, setFiles] = useState(args.attachments);
    return (
      <AttachmentPanel
        {...args}
        attachments={files}
        onDelete={async (item) => {
          if (item.id === 'a3') throw new Error('The file could not be deleted.');
          setFiles((list) => list.filter((file) => file.id !== item.id));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete export.csv' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this file?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('The file could not be deleted.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete login-error.png' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'login-error.png' })).not.toBeInTheDocument(),
    );
  },
};

/** Someone who may not add files sees the list only. */
export const ReadOnly: Story = {
  args: { onFiles: undefined, attachments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No files.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add files' })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Attach files')).not.toBeInTheDocument();
  },
};
