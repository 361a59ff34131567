import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSecurityReports } from './fixtures';
import { SecurityReportList } from './SecurityReportList';

// Times pinned to UTC so the stories read the same everywhere.
const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

const meta = {
  title: 'Data/SecurityReportList',
  component: SecurityReportList,
  args: {
    reports: sampleSecurityReports,
    total: 23,
    page: 1,
    limit: 10,
    onPageChange: fn(),
    formatTime,
  },
} satisfies Meta<typeof SecurityReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /Show data of the report from Nov 26, 2026, 9:42/ }),
    );
    await expect(canvas.getByLabelText('Report data')).toHaveTextContent('cdn.evil.example');
  },
};

/** Every state: reports, loading and empty. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <Typography variant="subtitle2">Reports</Typography>
      <SecurityReportList {...args} />
      <Typography variant="subtitle2">Loading</Typography>
      <SecurityReportList {...args} reports={[]} loading />
      <Typography variant="subtitle2">Empty</Typography>
      <SecurityReportList {...args} reports={[]} total={0} />
    </Stack>
  ),
};
