import type { ImportReport } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImportReportView } from './ImportReportView';

const report: ImportReport = {
  create: {
    projects: 1,
    states: 4,
    tasks: 12,
    subTasks: 3,
    labels: 2,
    taskLabels: 9,
    relations: 1,
    comments: 5,
    timeEntries: 0,
    checklistItems: 4,
    people: 1,
  },
  reusedLabels: ['Bug'],
  projects: [{ title: 'Website relaunch', tasks: 15 }],
  people: [
    {
      email: 'jordan@acme.example',
      name: 'Jordan Lee',
      userId: 'a'.repeat(24),
      userName: 'Jordan Lee',
      outcome: 'member',
    },
    { email: 'sam@elsewhere.example', name: null, userId: null, userName: null, outcome: 'unassigned' },
  ],
  skipped: [
    { what: 'Attachments', reason: 'Files are not imported' },
    { what: 'sam@elsewhere.example', reason: 'Not a member of this workspace: 2 tasks stay unassigned' },
  ],
  adjusted: [{ what: 'Task titles', reason: 'Cut to 200 characters' }],
  columns: null,
  mapping: null,
};

const meta = {
  title: 'Work/ImportReportView',
  component: ImportReportView,
  args: { report },
} satisfies Meta<typeof ImportReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DryRun: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('table', { name: 'To create' });
    await expect(within(create).getByRole('row', { name: 'Tasks 12' })).toBeVisible();
    await expect(within(create).getByRole('row', { name: 'Sub-tasks 3' })).toBeVisible();
    const people = canvas.getByRole('table', { name: 'People' });
    await expect(within(people).getByText('Member: Jordan Lee')).toBeVisible();
    await expect(within(people).getByText(/Not a member/)).toBeVisible();
    const skipped = canvas.getByRole('table', { name: 'Not imported' });
    await expect(within(skipped).getByText('Files are not imported')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Changed to fit' })).toHaveTextContent(
      'Cut to 200 characters',
    );
  },
};

export const NothingSkipped: Story = {
  args: { report: { ...report, skipped: [], adjusted: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing is left out.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Changed to fit' })).not.toBeInTheDocument();
  },
};
