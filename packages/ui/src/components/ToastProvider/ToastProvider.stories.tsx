import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider, type ToastVariant, useToast } from './ToastProvider';

const SAMPLES: { variant: ToastVariant; label: string; message: string }[] = [
  { variant: 'default', label: 'Default', message: 'Link copied to the clipboard' },
  { variant: 'success', label: 'Success', message: 'Project created' },
  { variant: 'info', label: 'Info', message: 'Arjun joined Website relaunch' },
  { variant: 'warning', label: 'Warning', message: 'Your trial ends in 3 days' },
  { variant: 'error', label: 'Error', message: 'Could not save the task' },
];

function Triggers({ showAll = false }: { showAll?: boolean }) {
  const { showToast } = useToast();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SAMPLES.map((sample) => (
        <Button key={sample.variant} variant="outlined" onClick={() => showToast(sample.message, sample)}>
          {sample.label}
        </Button>
      ))}
      {showAll ? (
        <Button
          variant="contained"
          onClick={() => {
            for (const sample of SAMPLES)
              showToast(sample.message, { variant: sample.variant, persist: true });
          }}
        >
          Show every kind
        </Button>
      ) : null}
    </Stack>
  );
}

const meta = {
  title: 'Feedback/ToastProvider',
  component: ToastProvider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('Project created');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Every kind of toast at once, kept open, stacked at the top right. */
export const Catalog: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers showAll />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show every kind' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('Could not save the task');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(body.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(5);
  },
};

function UndoTrigger() {
  const { showToast } = useToast();
  const [undone, setUndone] = useState(false);
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        onClick={() =>
          showToast('Moved “Design” and 1 task it blocks', {
            action: { label: 'Undo', onClick: () => setUndone(true) },
          })
        }
      >
        Move
      </Button>
      {undone ? <span>Put back</span> : null}
    </Stack>
  );
}

/** A toast with an action before its dismiss button: a click on it closes the toast and does the action. */
export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <UndoTrigger />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Undo' }));
    await expect(await canvas.findByText('Put back')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Moved “Design” and 1 task it blocks')).toBeNull());
  },
};
