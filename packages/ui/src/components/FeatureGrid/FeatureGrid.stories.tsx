import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import CurrencyExchangeRoundedIcon from '@mui/icons-material/CurrencyExchangeRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import PaletteRoundedIcon from '@mui/icons-material/PaletteRounded';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Landing/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Features',
    title: 'Everything your work needs',
    subtitle: 'From a quick to-do to a company-wide roadmap.',
    features: [
      {
        icon: <FolderRoundedIcon />,
        title: 'Projects and tasks',
        description: 'Plan projects, split them into tasks.',
      },
      {
        icon: <CalendarMonthRoundedIcon />,
        title: 'Kanban and calendar',
        description: 'Drag cards, see due dates.',
      },
      {
        icon: <ChecklistRoundedIcon />,
        title: 'Quick to-dos',
        description: 'A personal list for small things.',
      },
      {
        icon: <ApartmentRoundedIcon />,
        title: 'Organizations',
        description: 'Departments, teams and roles.',
      },
      {
        icon: <NotificationsActiveRoundedIcon />,
        title: 'Real-time notifications',
        description: 'Updates as they happen.',
      },
      {
        icon: <CurrencyExchangeRoundedIcon />,
        title: 'USD and INR finance',
        description: 'Budgets in either currency.',
      },
      {
        icon: <AutoAwesomeRoundedIcon />,
        title: 'AI assistant',
        description: 'Ask about your work in plain words.',
      },
      { icon: <PaletteRoundedIcon />, title: 'Your branding', description: 'Your colours, fonts and logo.' },
    ],
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Everything your work needs' });
    await expect(section).toHaveAttribute('id', 'features');
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(
      within(items[0]!).getByRole('heading', { level: 3, name: 'Projects and tasks' }),
    ).toBeVisible();
    await expect(within(items[2]!).getByText('A personal list for small things.')).toBeVisible();
  },
};

export const FewFeatures: Story = {
  args: { eyebrow: undefined, subtitle: undefined },
  render: (args) => <FeatureGrid {...args} features={args.features.slice(0, 3)} />,
};
