import type { DomainAvailability } from '@app/domain';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InputField } from '../InputField';
import { DomainAvailabilityAdornment, DomainAvailabilityStatus } from './DomainAvailabilityStatus';

const TAKEN: DomainAvailability = {
  kind: 'taken',
  error: 'An organization with this domain is already registered',
  suggestions: ['acmehq.com', 'acme-inc.com'],
};

const meta = {
  title: 'Forms/DomainAvailabilityStatus',
  component: DomainAvailabilityStatus,
  args: { availability: TAKEN, onSuggestion: fn() },
} satisfies Meta<typeof DomainAvailabilityStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Taken: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('already registered');
    await userEvent.click(canvas.getByRole('button', { name: 'Use acmehq.com' }));
    await expect(args.onSuggestion).toHaveBeenCalledWith('acmehq.com');
  },
};

/** A domain field with its status, as the registration form shows it. */
function DomainField({ availability, name }: { availability: DomainAvailability; name: string }) {
  const [value, setValue] = useState(availability.kind === 'idle' ? 'acm' : 'acme.com');
  const id = `${name.replace(/\W+/g, '-')}-status`;
  return (
    <Box>
      <InputField
        label={name}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { 'aria-describedby': id },
          input: { endAdornment: <DomainAvailabilityAdornment availability={availability} /> },
        }}
      />
      <DomainAvailabilityStatus id={id} availability={availability} onSuggestion={setValue} />
    </Box>
  );
}

const STATES: [string, DomainAvailability][] = [
  ['Too short to check', { kind: 'idle' }],
  ['Checking', { kind: 'checking' }],
  ['Available', { kind: 'available', message: 'Domain is available' }],
  ['Taken', TAKEN],
  ['Check failed', { kind: 'failed', error: 'Failed to check domain availability' }],
];

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 480 }}>
      {STATES.map(([name, availability]) => (
        <DomainField key={name} name={name} availability={availability} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking availability...')).toBeVisible();
    await expect(canvas.getByText('Domain is available')).toBeVisible();
    await expect(canvas.getByText('Failed to check domain availability')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use acme-inc.com' }));
    await expect(canvas.getByRole('textbox', { name: 'Taken' })).toHaveValue('acme-inc.com');
  },
};
