import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillingDetailsForm, type BillingDetailsFormProps } from './BillingDetailsForm';

const SAVED = {
  billingEmail: 'billing@acme.example',
  address: '1 Main Street\nSpringfield',
  taxId: 'DE123456789',
};

const meta = {
  title: 'Forms/BillingDetailsForm',
  component: BillingDetailsForm,
  args: { value: SAVED, onSave: fn() },
} satisfies Meta<typeof BillingDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Billing email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not an email');
    const taxId = canvas.getByRole('textbox', { name: 'Tax id' });
    await userEvent.clear(taxId);
    await userEvent.type(taxId, '<b>');
    await userEvent.click(canvas.getByRole('button', { name: 'Save billing details' }));
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Use letters, digits, spaces, dots, hyphens and slashes')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The first save: trimmed details, blank fields as empty strings. */
export const FirstSave: Story = {
  args: { value: { billingEmail: null, address: null, taxId: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Billing email' }), '  billing@acme.example ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tax id' }), 'DE 123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Save billing details' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      billingEmail: 'billing@acme.example',
      address: '',
      taxId: 'DE 123456789',
    });
  },
};

const STATES: { name: string; props: Partial<BillingDetailsFormProps> }[] = [
  { name: 'Saved details', props: {} },
  { name: 'Nothing saved yet', props: { value: { billingEmail: null, address: null, taxId: null } } },
  { name: 'Saving', props: { busy: true } },
  { name: 'Failed', props: { error: 'Failed to update billing information' } },
];

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4} sx={{ maxWidth: 560 }}>
      {STATES.map((state) => (
        <Stack key={state.name} spacing={1}>
          <Typography variant="subtitle2">{state.name}</Typography>
          <BillingDetailsForm {...args} {...state.props} label={`Billing details: ${state.name}`} />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Why the last save failed.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to update billing information',
    );
  },
};
