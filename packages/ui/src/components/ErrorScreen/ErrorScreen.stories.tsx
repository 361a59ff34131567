import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { describeError, ErrorScreen, type ErrorScreenProps } from './ErrorScreen';

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('The application encountered an unexpected error')).toBeVisible();
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'tasks')")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Emergency Login' })).toHaveAttribute(
      'href',
      '/public-login',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const StackTraceOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show stack trace' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide stack trace' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByLabelText('Stack trace')).toBeVisible();
    await expect(canvas.getByLabelText('Stack trace')).toHaveTextContent(
      'at ProjectBoard (ProjectBoard.tsx:42:18)',
    );
  },
};

/** A string error: its text, and no stack control. */
export const MessageOnly: Story = {
  args: { error: 'The server sent an answer the app could not read.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The server sent an answer the app could not read.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show stack trace' })).not.toBeInTheDocument();
    // What it reads from errors, strings and router error responses.
    await expect(describeError(new TypeError('bad')).message).toBe('bad');
    await expect(describeError('plain')).toEqual({ message: 'plain' });
    await expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({
      message: '404 Not Found',
    });
    await expect(describeError(undefined)).toEqual({ message: 'Unknown error' });
  },
};

/** An Error without a message is named by its type; its stack can still be opened. */
export const ErrorWithoutMessage: Story = {
  args: { error: new RangeError('') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('RangeError')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show stack trace' })).toBeVisible();
  },
};

/** Something thrown that is not an Error but carries a message: the message, and no stack control. */
export const ThrownObjectWithMessage: Story = {
  args: { error: { message: 'The connection was reset while saving.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The connection was reset while saving.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show stack trace' })).not.toBeInTheDocument();
  },
};

/** A router's error response: its status and status text. */
export const RouteErrorResponse: Story = {
  args: { error: { status: 503, statusText: 'Service Unavailable', data: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('503 Service Unavailable')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show stack trace' })).not.toBeInTheDocument();
    // An empty message does not hide the status; a status without its text is the number alone.
    await expect(describeError({ status: 500, statusText: '', message: '' })).toEqual({ message: '500' });
    // An object with neither says 'Unknown error', not '[object Object]'.
    await expect(describeError({ code: 42 })).toEqual({ message: 'Unknown error' });
  },
};

export const Embedded: Story = {
  args: { fullPage: false },
  parameters: { layout: 'padded' },
};

const catalogEntries: { label: string; props: Partial<ErrorScreenProps>; wide?: boolean }[] = [
  { label: 'With a stack trace', props: {} },
  { label: 'Without a stack trace', props: { error: 'The server sent an answer the app could not read.' } },
  { label: 'Stack trace expanded', props: {}, wide: true },
];

/** Every state side by side, embedded (`fullPage={false}`) so that they fit one page. */
export const Catalog: Story = {
  args: { fullPage: false },
  parameters: {
    layout: 'padded',
    a11y: {
      config: {
        // Each screen is a region named by its heading, the same 'Something went wrong' three times; the app
        // shows one at a time.
        rules: [{ id: 'landmark-unique', enabled: false }],
      },
    },
  },
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {catalogEntries.map((entry) => (
        <Stack
          key={entry.label}
          spacing={1}
          data-entry={entry.label}
          sx={{ gridColumn: entry.wide ? '1 / -1' : undefined }}
        >
          <Typography variant="caption" color="text.secondary">
            {entry.label}
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider' }}>
            <ErrorScreen {...args} {...entry.props} />
          </Box>
        </Stack>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const entry = canvasElement.querySelector<HTMLElement>('[data-entry="Stack trace expanded"]');
    if (!entry) throw new Error('The expanded stack trace entry is missing');
    await userEvent.click(within(entry).getByRole('button', { name: 'Show stack trace' }));
    await expect(within(entry).getByLabelText('Stack trace')).toBeVisible();
    // The catalogue shows the resting state, not the focus ring the click left.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    const [withStack, withoutStack] = [...canvasElement.querySelectorAll<HTMLElement>('[data-entry]')];
    await expect(within(withStack!).getByRole('button', { name: 'Show stack trace' })).toBeVisible();
    await expect(within(withoutStack!).queryByRole('button', { name: /stack trace/ })).toBeNull();
  },
};
