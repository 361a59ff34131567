import { ORG_STRUCTURE_TEXTS } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../../testing/OverlayFrame';
import { samplePeople } from '../PeopleSelect/fixtures';
import { DepartmentDialog, type DepartmentDialogProps } from './DepartmentDialog';

const id = (n: number) => n.toString(16).padStart(24, '0');
const PARENTS = [
  { value: null, label: ORG_STRUCTURE_TEXTS.topLevel },
  { value: id(101), label: 'Engineering' },
  { value: id(102), label: 'Engineering / Platform' },
  { value: id(103), label: 'Marketing' },
];

const meta = {
  title: 'Forms/DepartmentDialog',
  component: DepartmentDialog,
  args: {
    open: true,
    mode: 'create',
    title: ORG_STRUCTURE_TEXTS.createDepartmentTitle,
    parents: PARENTS,
    people: samplePeople,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DepartmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: ORG_STRUCTURE_TEXTS.createDepartmentTitle,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Department name/ }), 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Sales', parentId: null, managerIds: [] }),
    );
  },
};

const entries: { label: string; props: Partial<DepartmentDialogProps> }[] = [
  {
    label: 'Create inside Engineering, one manager',
    props: {
      title: 'Create a sub-department of Engineering',
      initial: { parentId: id(101), managerIds: [samplePeople[1]!._id] },
    },
  },
  { label: 'Rename', props: { mode: 'rename', title: 'Rename Platform', initial: { name: 'Platform' } } },
  {
    label: 'Move, refused by the server',
    props: {
      mode: 'move',
      title: 'Move Engineering',
      parents: PARENTS.filter((parent) => parent.value !== id(101)),
      initial: { parentId: null },
      error: 'A department cannot be moved inside itself',
    },
  },
  {
    label: 'Managers, saving',
    props: {
      mode: 'managers',
      title: 'Managers of Marketing',
      initial: { managerIds: [samplePeople[0]!._id, samplePeople[4]!._id] },
      busy: true,
    },
  },
];

/** Every mode: create (inside a department), rename, move with the server's refusal, and managers while saving. */
export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
      {entries.map((entry) => (
        <Stack key={entry.label} spacing={1}>
          <Typography variant="caption" color="textSecondary">
            {entry.label}
          </Typography>
          <OverlayFrame sx={{ width: 560, height: 480, border: 1, borderColor: 'divider' }}>
            <DepartmentDialog {...args} {...entry.props} />
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
    const create = within(canvas.getByRole('dialog', { name: 'Create a sub-department of Engineering' }));
    await expect(create.getByRole('combobox', { name: 'Parent department' })).toHaveTextContent(
      'Engineering',
    );
    const move = within(canvas.getByRole('dialog', { name: 'Move Engineering' }));
    await expect(move.getByRole('alert')).toHaveTextContent('A department cannot be moved inside itself');
    const saving = within(canvas.getByRole('dialog', { name: 'Managers of Marketing' }));
    await expect(saving.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
