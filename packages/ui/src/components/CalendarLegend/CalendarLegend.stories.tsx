import { PRIORITIES, PRIORITY_LABELS } from '@app/domain';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRIORITY_TONES } from '../StatusChip';
import { CalendarLegend } from './CalendarLegend';

const PRIORITY_ITEMS = PRIORITIES.map((priority) => ({
  tone: PRIORITY_TONES[priority],
  label: `${PRIORITY_LABELS[priority]} priority`,
}));

const meta = {
  title: 'Data/CalendarLegend',
  component: CalendarLegend,
  args: { items: PRIORITY_ITEMS, doneItemNoun: 'task' },
} satisfies Meta<typeof CalendarLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...PRIORITY_ITEMS.map((item) => item.label), 'Done tasks are struck through']);
  },
};

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CalendarLegend items={PRIORITY_ITEMS} doneItemNoun="task" label="Task priorities" />
      <CalendarLegend
        label="Every tone"
        items={(['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'] as const).map(
          (tone) => ({ tone, label: tone }),
        )}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Every tone' })).getAllByRole('listitem'),
    ).toHaveLength(7);
    await expect(canvas.getByRole('list', { name: 'Task priorities' })).toHaveTextContent('Low priority');
  },
};
