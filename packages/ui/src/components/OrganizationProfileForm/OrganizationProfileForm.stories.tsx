import type { DomainAvailability } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrganizationProfileForm, type OrganizationProfileFormProps } from './OrganizationProfileForm';

const ACME = {
  name: 'Acme Corporation',
  description: 'Rockets, anvils and other fine products.',
  subdomain: 'acme',
  logo: null,
};

const meta = {
  title: 'Forms/OrganizationProfileForm',
  component: OrganizationProfileForm,
  args: {
    value: ACME,
    domain: 'acme.example',
    subdomainAvailability: { kind: 'idle' },
    onSubdomainChange: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof OrganizationProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('textbox', { name: 'Logo address' });
    await userEvent.type(logo, 'javascript:alert(1)');
    await expect(canvas.getByText('Enter an address starting with http:// or https://')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const taken: DomainAvailability = {
  kind: 'taken',
  error: 'This subdomain is already taken',
  suggestions: ['acme-hq', 'acme-team'],
};

const STATES: { name: string; props: Partial<OrganizationProfileFormProps> }[] = [
  { name: 'Saved profile', props: {} },
  {
    name: 'Checking the subdomain',
    props: { value: { ...ACME, subdomain: 'acme-labs' }, subdomainAvailability: { kind: 'checking' } },
  },
  {
    name: 'Subdomain available',
    props: {
      value: { ...ACME, subdomain: 'acme-labs' },
      subdomainAvailability: { kind: 'available', message: 'Subdomain is available' },
    },
  },
  {
    name: 'Subdomain taken',
    props: { value: { ...ACME, subdomain: 'globex' }, subdomainAvailability: taken },
  },
  {
    name: 'Refused by the server',
    props: {
      error: 'Failed to update organization',
      fieldErrors: { logo: 'Enter an address starting with http:// or https://' },
      value: { ...ACME, logo: 'ftp://files.acme.example/logo.png' },
    },
  },
  { name: 'Saving', props: { busy: true } },
];

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(560px, 1fr))' }}>
      {STATES.map(({ name, props }) => (
        <Paper key={name} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h2">
            {name}
          </Typography>
          <OrganizationProfileForm {...args} {...props} label={`Organization profile: ${name}`} />
        </Paper>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saves = canvas.getAllByRole('button', { name: 'Save profile' });
    // Held back while the subdomain is being checked or is taken.
    await expect(saves[1]).toBeDisabled();
    await expect(saves[2]).toBeEnabled();
    await expect(saves[3]).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Use acme-hq' })).toBeVisible();
    await expect(canvas.getByText('Failed to update organization')).toBeVisible();
  },
};
