import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewToggle, type ViewToggleOption } from './ViewToggle';

type View = 'list' | 'board';
const views: ViewToggleOption<View>[] = [
  { value: 'list', label: 'List', icon: <ViewListRoundedIcon aria-hidden /> },
  { value: 'board', label: 'Board', icon: <ViewKanbanOutlinedIcon aria-hidden /> },
];

const meta = {
  title: 'Navigation/ViewToggle',
  component: ViewToggle<View>,
  args: { options: views, value: 'list', onChange: fn(), 'aria-label': 'Task view' },
} satisfies Meta<typeof ViewToggle<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Switching: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<View>(args.value);
    return (
      <ViewToggle
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Task view' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    // The view already shown is not reported again.
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Board' }));
    await expect(args.onChange).toHaveBeenCalledWith('board');
    await expect(canvas.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Each view pressed, with icons and without. */
export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" spacing={3}>
      <ViewToggle {...args} value="list" aria-label="Task view (list)" />
      <ViewToggle {...args} value="board" aria-label="Task view (board)" />
      <ViewToggle
        {...args}
        options={views.map(({ value, label }) => ({ value, label }))}
        value="board"
        aria-label="Task view (no icons)"
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const pressed = within(canvasElement).getAllByRole('button', { pressed: true });
    await expect(pressed.map((button) => button.textContent)).toEqual(['List', 'Board', 'Board']);
  },
};
