import AddTaskRoundedIcon from '@mui/icons-material/AddTaskRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommandPalette, type CommandPaletteItem, type CommandPaletteSection } from './CommandPalette';

const RESULTS: CommandPaletteItem[] = [
  {
    id: 'task:1',
    label: 'Dashboard redesign',
    detail: 'New charts for the weekly review',
    kind: 'Task',
    icon: <TaskAltRoundedIcon fontSize="small" />,
  },
  { id: 'project:2', label: 'Customer Portal', detail: 'Self-service portal', kind: 'Project' },
];
const ACTIONS: CommandPaletteItem[] = [
  {
    id: 'create-task',
    label: 'Create a task',
    kind: 'Action',
    icon: <AddTaskRoundedIcon fontSize="small" />,
  },
  {
    id: 'go-dashboard',
    label: 'Go to Dashboard',
    kind: 'Go to',
    icon: <DashboardRoundedIcon fontSize="small" />,
  },
];

function Harness({ onSelect }: { onSelect: (item: CommandPaletteItem) => void }) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const sections: CommandPaletteSection[] = needle
    ? [
        {
          title: 'Search results',
          items: RESULTS.filter((item) => item.label.toLowerCase().includes(needle)),
        },
        { title: 'Commands', items: ACTIONS.filter((item) => item.label.toLowerCase().includes(needle)) },
      ]
    : [
        { title: 'Recent', items: RESULTS.slice(1) },
        { title: 'Commands', items: ACTIONS },
      ];
  return (
    <CommandPalette
      open
      onClose={fn()}
      query={query}
      onQueryChange={setQuery}
      sections={sections}
      onSelect={onSelect}
    />
  );
}

const meta = {
  title: 'Shell/CommandPalette',
  component: CommandPalette,
  args: {
    open: true,
    onClose: fn(),
    query: '',
    onQueryChange: fn(),
    onSelect: fn(),
    sections: [
      { title: 'Recent', items: RESULTS.slice(1) },
      { title: 'Commands', items: ACTIONS },
    ],
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: recent items first, then the commands; the first choice is active. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = await body.findByRole('combobox', { name: 'Search or type a command' });
    await expect(field).toHaveFocus();
    const options = body.getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await waitFor(() => expect(body.getByRole('group', { name: 'Recent' })).toBeVisible());
    await expect(body.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  },
};

/** Typing filters; Up and Down move (wrapping), Enter picks; the focus never leaves the field. */
export const ByKeyboard: Story = {
  render: (args) => <Harness onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = await body.findByRole('combobox', { name: 'Search or type a command' });
    await userEvent.type(field, 'dash');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('option', { name: /Go to Dashboard/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('option', { name: /Dashboard redesign/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'task:1' }));
    await expect(field).toHaveFocus();
  },
};

export const NothingMatches: Story = {
  args: { query: 'zzz', sections: [{ title: 'Search results', items: [] }], loading: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Nothing matches')).toBeVisible());
    await expect(body.getByRole('progressbar', { name: 'Searching' })).toBeVisible();
  },
};

/** On a phone the palette fills the screen; a close button stands in for the Esc hint. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { fullScreen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Command palette' });
    const view = canvasElement.ownerDocument.defaultView;
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(view?.innerWidth));
    // Visible once the dialog has faded in.
    await waitFor(() => expect(body.getByRole('option', { name: /Go to Dashboard/ })).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
