import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

function sampleError(): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'tasks')");
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'tasks')",
    '    at ProjectBoard (ProjectBoard.tsx:42:18)',
    '    at renderWithHooks (react-dom.development.js:15486:18)',
    '    at mountIndeterminateComponent (react-dom.development.js:20103:13)',
    '    at beginWork (react-dom.development.js:21626:16)',
  ].join('\n');
  return error;
}

const meta = {
  title: 'Feedback/ErrorScreen',
  component: ErrorScreen,
  args: { error: sampleError(), onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const StackTraceOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show stack trace' }));
    await expect(canvas.getByLabelText('Stack trace')).toBeVisible();
  },
};

export const MessageOnly: Story = {
  args: { error: 'The server sent an answer the app could not read.' },
};

export const Embedded: Story = {
  args: { fullPage: false },
  parameters: { layout: 'padded' },
};
