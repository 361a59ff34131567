import { LABEL_COLORS, type TaskLabel } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LabelChips } from './LabelChips';

const LABELS: TaskLabel[] = [
  { _id: 'l1', name: 'Bug', color: '#d32f2f' },
  { _id: 'l2', name: 'Frontend', color: '#1976d2' },
  { _id: 'l3', name: 'Customer request', color: '#388e3c' },
  { _id: 'l4', name: 'Design', color: '#7b1fa2' },
  { _id: 'l5', name: 'Legal', color: '#f57c00' },
];

const meta = {
  title: 'Work/LabelChips',
  component: LabelChips,
  args: { labels: LABELS.slice(0, 2) },
} satisfies Meta<typeof LabelChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Bug')).toBeVisible();
    await expect(within(list).getByText('Frontend')).toBeVisible();
  },
};

/** Past `max`, the rest is one '+N' chip that names them, on hover and to screen readers; nothing takes focus. */
export const Overflow: Story = {
  args: { labels: LABELS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText('Design')).not.toBeInTheDocument();
    await expect(canvas.getByText('+2')).toBeVisible();
    await expect(canvas.getByText('2 more: Design, Legal')).toBeInTheDocument();
    await userEvent.hover(canvas.getByText('+2'));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Design, Legal'));
    await userEvent.unhover(canvas.getByText('+2'));
    // Labels are not controls: a list of tasks gets no tab stop from them.
    await expect(list.querySelectorAll('a, button, input, [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  },
};

export const Medium: Story = { args: { labels: LABELS, max: 5, size: 'medium' } };

/** No labels: nothing at all. */
export const Empty: Story = {
  args: { labels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

const PALETTE: TaskLabel[] = LABEL_COLORS.map((color, index) => ({
  _id: `c${index}`,
  name: `Colour ${color}`,
  color,
}));

export const Catalog: Story = {
  render: () => (
    <Stack spacing={2}>
      <Typography variant="subtitle2">Every offered colour</Typography>
      <LabelChips labels={PALETTE} max={PALETTE.length} />
      <Typography variant="subtitle2">Two labels, small and medium</Typography>
      <LabelChips labels={LABELS.slice(0, 2)} />
      <LabelChips labels={LABELS.slice(0, 2)} size="medium" />
      <Typography variant="subtitle2">Five labels, at most three shown</Typography>
      <LabelChips labels={LABELS} />
      <Typography variant="subtitle2">A colour the theme cannot read</Typography>
      <LabelChips labels={[{ _id: 'x', name: 'Unknown colour', color: 'not-a-colour' }]} />
    </Stack>
  ),
};
