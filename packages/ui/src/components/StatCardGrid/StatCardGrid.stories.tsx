import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DonutLargeRoundedIcon from '@mui/icons-material/DonutLargeRounded';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCardGrid, type StatCardGridItem } from './StatCardGrid';

const FIGURES: StatCardGridItem[] = [
  { label: 'Projects', value: 6, icon: <FolderOutlinedIcon /> },
  { label: 'Tasks', value: 42, color: 'secondary', icon: <AssignmentOutlinedIcon /> },
  { label: 'Overdue', value: 3, color: 'error', icon: <WarningAmberRoundedIcon /> },
  { label: 'Due this week', value: 7, color: 'warning', icon: <EventOutlinedIcon /> },
  { label: 'Average progress', value: '58%', color: 'success', icon: <DonutLargeRoundedIcon /> },
];

const meta = {
  title: 'Data/StatCardGrid',
  component: StatCardGrid,
  args: { items: FIGURES },
} satisfies Meta<typeof StatCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Overdue' })).toHaveTextContent('3');
    await expect(
      within(canvas.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  },
};

export const Loading: Story = { args: { loading: true } };

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="p" color="text.secondary">
    {children}
  </Typography>
);

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Caption>Five figures</Caption>
        <StatCardGrid items={FIGURES} label="Five figures" />
      </Box>
      <Box>
        <Caption>Three figures</Caption>
        <StatCardGrid items={FIGURES.slice(0, 3)} label="Three figures" />
      </Box>
      <Box>
        <Caption>Loading</Caption>
        <StatCardGrid items={FIGURES.slice(0, 4)} loading label="Loading figures" />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = within(canvas.getByRole('list', { name: 'Loading figures' }));
    for (const card of loading.getAllByRole('group')) await expect(card).toHaveAttribute('aria-busy', 'true');
    // Every figure loads at once: each card is named, none shows its value yet.
    for (const { label, value } of FIGURES.slice(0, 4)) {
      await expect(loading.getByRole('group', { name: label })).not.toHaveTextContent(String(value));
    }
    await expect(
      within(canvas.getByRole('list', { name: 'Three figures' })).getAllByRole('group'),
    ).toHaveLength(3);
  },
};
