import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList, type DescriptionListItem } from './DescriptionList';

const facts: DescriptionListItem[] = [
  { term: 'Start date', value: 'Jun 1, 2025' },
  { term: 'Due date', value: 'Jun 28, 2025' },
  { term: 'Budget', value: '$12,500.00' },
  { term: 'Owner', value: 'Priya Sharma' },
  { term: 'Status', value: <Chip size="small" color="success" label="Active" /> },
  { term: 'Last updated', value: '—' },
];

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: { items: facts, 'aria-label': 'Project details' },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Project details').tagName).toBe('DL');
    // Each value reads with its term, in order.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(
      facts.map((fact) => fact.term),
    );
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Jun 1, 2025',
      'Jun 28, 2025',
      '$12,500.00',
      'Priya Sharma',
      'Active',
      '—',
    ]);
    await expect(canvas.getByText('Jun 28, 2025').tagName).toBe('DD');
  },
};

export const Stacked: Story = { args: { layout: 'stacked' } };

/** Terms beside their values, a wider term column, and terms above their values for a narrow column. */
export const Catalog: Story = {
  render: () => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ flex: 2, px: 2 }}>
        <DescriptionList items={facts} aria-label="Project details" />
      </Paper>
      <Paper variant="outlined" sx={{ flex: 2, px: 2 }}>
        <DescriptionList items={facts.slice(0, 3)} termWidth={160} aria-label="Dates and budget" />
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1, px: 2 }}>
        <DescriptionList items={facts.slice(0, 4)} layout="stacked" aria-label="Summary" />
      </Paper>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(13);
    await expect(canvas.getAllByRole('definition')).toHaveLength(13);
  },
};
