import { ORG_STRUCTURE_TEXTS } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../../testing/OverlayFrame';
import { samplePeople } from '../PeopleSelect/fixtures';
import { TeamDialog, type TeamDialogProps } from './TeamDialog';

const id = (n: number) => n.toString(16).padStart(24, '0');
const DEPARTMENTS = [
  { value: null, label: 'No department' },
  { value: id(101), label: 'Engineering' },
  { value: id(102), label: 'Engineering / Platform' },
  { value: id(103), label: 'Marketing' },
];

const meta = {
  title: 'Forms/TeamDialog',
  component: TeamDialog,
  args: {
    open: true,
    title: ORG_STRUCTURE_TEXTS.createTeamTitle,
    departments: DEPARTMENTS,
    people: samplePeople,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TeamDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: ORG_STRUCTURE_TEXTS.createTeamTitle,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Team name/ }), 'Data');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Data',
        departmentId: null,
        leadId: null,
        memberIds: [],
      }),
    );
  },
};

const entries: { label: string; props: Partial<TeamDialogProps> }[] = [
  { label: 'New team', props: { title: 'Create a team (new)' } },
  {
    label: 'Editing a team, a manager choosing within Engineering',
    props: {
      title: 'Edit Core Platform',
      submitLabel: 'Save',
      departments: DEPARTMENTS.slice(1, 3),
      initial: {
        name: 'Core Platform',
        departmentId: id(102),
        leadId: samplePeople[3]!._id,
        memberIds: [samplePeople[3]!._id, samplePeople[2]!._id],
      },
    },
  },
  {
    label: 'Refused by the server, saving',
    props: {
      title: 'Edit Growth',
      submitLabel: 'Save',
      initial: { name: 'Growth', departmentId: id(103) },
      error: 'Insufficient permissions to manage teams',
      busy: true,
    },
  },
];

/** A new team, an edited one with lead and members, and a refused save in progress. */
export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
      {entries.map((entry) => (
        <Stack key={entry.label} spacing={1}>
          <Typography variant="caption" color="textSecondary">
            {entry.label}
          </Typography>
          <OverlayFrame sx={{ width: 560, height: 560, border: 1, borderColor: 'divider' }}>
            <TeamDialog {...args} {...entry.props} />
          </OverlayFrame>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => {
      for (const faded of canvasElement.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')) {
        expect(getComputedStyle(faded).opacity).toBe('1');
      }
    });
    const edit = within(canvas.getByRole('dialog', { name: 'Edit Core Platform' }));
    await expect(edit.getByRole('combobox', { name: 'Team lead' })).toHaveTextContent('Priya Sharma');
    const refused = within(canvas.getByRole('dialog', { name: 'Edit Growth' }));
    await expect(refused.getByRole('alert')).toHaveTextContent('Insufficient permissions to manage teams');
  },
};
