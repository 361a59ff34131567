import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InputField } from './InputField';

const meta = {
  title: 'Forms/InputField',
  component: InputField,
  args: { label: 'Email address', fullWidth: true },
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 400 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof InputField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'alex@example.com');
    await expect(input).toHaveValue('alex@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('alex@example.com'.length);
  },
};

/** Required, with its html input props passed through. */
export const RequiredWithHelperText: Story = {
  args: { required: true, helperText: 'We never share it.', slotProps: { htmlInput: { maxLength: 80 } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /^Email address/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('maxlength', '80');
    await expect(input).toHaveAccessibleDescription('We never share it.');
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Please enter a valid email', defaultValue: 'alex@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'alex@example.com' } };
