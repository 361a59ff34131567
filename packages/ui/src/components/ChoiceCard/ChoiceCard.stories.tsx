import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChoiceCard } from './ChoiceCard';

const meta = {
  title: 'Public/ChoiceCard',
  component: ChoiceCard,
  args: {
    title: 'Individual',
    description: 'For personal productivity: your own projects, tasks and to-dos.',
    features: ['Projects and tasks', 'Calendar and quick to-dos', 'AI assistant'],
    href: '/auth/register',
    icon: <PersonRoundedIcon />,
  },
} satisfies Meta<typeof ChoiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Individual' });
    await expect(link).toHaveAttribute('href', '/auth/register');
    await expect(link).toHaveAccessibleDescription(
      /^For personal productivity: your own projects, tasks and to-dos\.\s*Projects and tasks\s*Calendar and quick to-dos\s*AI assistant$/,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Individual' })).toBeVisible();
  },
};

/** Two options side by side, the recommended one badged; and one without features. */
export const Catalog: Story = {
  render: () => (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack direction="row" spacing={3}>
        <ChoiceCard
          title="Individual"
          description="For personal productivity: your own projects, tasks and to-dos."
          features={['Projects and tasks', 'Calendar and quick to-dos', 'AI assistant']}
          href="/auth/register"
          icon={<PersonRoundedIcon />}
        />
        <ChoiceCard
          title="Organization"
          description="For teams and companies: departments, roles, analytics and billing."
          features={[
            'Departments and teams',
            'Roles and user invitations',
            'Analytics, security and branding',
          ]}
          href="/auth/register/organization"
          icon={<ApartmentRoundedIcon />}
          badge="Most Popular"
        />
      </Stack>
      <ChoiceCard
        title="Just the description"
        description="A card without a feature list."
        href="/somewhere"
        icon={<PersonRoundedIcon />}
        headingLevel="h3"
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Organization' })).toBeVisible();
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Just the description' })).toBeVisible();
  },
};
