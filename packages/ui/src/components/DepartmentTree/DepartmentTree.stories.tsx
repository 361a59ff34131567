import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { SectionCard } from '../SectionCard';
import { DepartmentTree } from './DepartmentTree';
import { sampleDepartments } from './fixtures';

const meta = {
  title: 'Data/DepartmentTree',
  component: DepartmentTree,
  args: {
    departments: sampleDepartments,
    canManage: () => true,
    onRename: fn(),
    onAddChild: fn(),
    onMove: fn(),
    onAssignManagers: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof DepartmentTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Platform' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add sub-department' }));
    await expect(args.onAddChild).toHaveBeenCalledWith(expect.objectContaining({ name: 'Platform' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse Engineering' }));
    await expect(canvas.queryByText('Platform')).not.toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <SectionCard title="Organization admin: every department managed">
        <DepartmentTree {...args} label="Departments (organization admin)" />
      </SectionCard>
      <SectionCard title="Department manager of Platform: actions on Platform and below only">
        <DepartmentTree
          {...args}
          label="Departments (department manager)"
          canManage={(node) => node.name === 'Platform' || node.name === 'Site Reliability'}
          onDelete={undefined}
        />
      </SectionCard>
      <Stack direction="row" spacing={3}>
        <Box sx={{ flex: 1 }}>
          <SectionCard title="Member: read only, Engineering closed">
            <DepartmentTree
              {...args}
              label="Departments (member)"
              canManage={() => false}
              defaultExpanded={[]}
            />
          </SectionCard>
        </Box>
        <Box sx={{ flex: 1 }}>
          <SectionCard title="No departments">
            <DepartmentTree
              {...args}
              departments={[]}
              empty={
                <EmptyState
                  compact
                  headingLevel="h3"
                  title="No departments yet"
                  description="Group people into departments to give them managers."
                  action={
                    <Button variant="contained" startIcon={<AddRoundedIcon />}>
                      Create department
                    </Button>
                  }
                />
              }
            />
          </SectionCard>
        </Box>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const manager = within(canvas.getByRole('list', { name: 'Departments (department manager)' }));
    await expect(manager.queryByRole('button', { name: 'Actions for Engineering' })).not.toBeInTheDocument();
    await expect(manager.getByRole('button', { name: 'Actions for Platform' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand Engineering' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
