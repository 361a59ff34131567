import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwitchField } from './SwitchField';

const meta = {
  title: 'Forms/SwitchField',
  component: SwitchField,
  args: { label: 'Dark mode', checked: false, onChange: fn() },
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Toggled() {
  const [checked, setChecked] = useState(false);
  return (
    <SwitchField
      label="Dark mode"
      description="Easier on the eyes at night."
      checked={checked}
      onChange={setChecked}
    />
  );
}

export const Default: Story = {
  render: () => <Toggled />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Easier on the eyes at night.');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

/** Off, on, with a description, and disabled. */
export const Catalog: Story = {
  render: () => (
    <Stack spacing={2}>
      <SwitchField label="Off" checked={false} onChange={() => {}} />
      <SwitchField label="On" checked onChange={() => {}} />
      <SwitchField
        label="With a description"
        description="Amounts show in the currency you choose."
        checked
        onChange={() => {}}
      />
      <SwitchField label="Disabled" checked={false} disabled onChange={() => {}} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
  },
};
