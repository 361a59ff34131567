import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  EMPTY_PROJECT_FILTERS,
  ProjectFilters,
  type ProjectFiltersProps,
  type ProjectFiltersValue,
} from './ProjectFilters';

const meta = {
  title: 'Work/ProjectFilters',
  component: ProjectFilters,
  args: { value: EMPTY_PROJECT_FILTERS, onChange: fn(), onClear: fn() },
} satisfies Meta<typeof ProjectFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every project, newest first; nothing to clear. */
export const Default: Story = {};

const FILTERED: ProjectFiltersValue = {
  search: 'website',
  status: 'active',
  priority: 'high',
  sort: 'dueDate',
};

/** Search, status, priority and sort set. */
export const Filtered: Story = { args: { value: FILTERED } };

export const Disabled: Story = { args: { value: FILTERED, disabled: true } };

function Controlled(props: ProjectFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ProjectFilters
      {...props}
      value={value}
      onChange={(change) => {
        setValue((current) => ({ ...current, ...change }));
        props.onChange(change);
      }}
      onClear={() => {
        setValue(EMPTY_PROJECT_FILTERS);
        props.onClear();
      }}
    />
  );
}

/** Typing and choosing report changes; 'Clear filters' resets them. */
export const Interactive: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search projects' }), 'site');
    await expect(args.onChange).toHaveBeenLastCalledWith({ search: 'site' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {[
        { name: 'Default', value: EMPTY_PROJECT_FILTERS },
        { name: 'Filtered', value: FILTERED },
        { name: 'Disabled', value: FILTERED, disabled: true },
      ].map((state) => (
        <Paper key={state.name} variant="outlined" sx={{ p: 2 }}>
          <Typography component="p" variant="overline" color="text.secondary">
            {state.name}
          </Typography>
          <ProjectFilters
            {...args}
            value={state.value}
            disabled={state.disabled}
            label={`${state.name} filters`}
          />
        </Paper>
      ))}
      <Box sx={{ maxWidth: 375 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="p" variant="overline" color="text.secondary">
            Phone width
          </Typography>
          <ProjectFilters {...args} value={FILTERED} label="Phone width filters" />
        </Paper>
      </Box>
    </Box>
  ),
};
