import { HELP_SHORTCUTS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShortcutTable } from './ShortcutTable';

const meta = {
  title: 'Data/ShortcutTable',
  component: ShortcutTable,
  args: { shortcuts: HELP_SHORTCUTS },
} satisfies Meta<typeof ShortcutTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open or close the assistant')).toBeVisible();
    const table = within(canvasElement).getByRole('table', { name: 'Keyboard shortcuts' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(HELP_SHORTCUTS.length);
    await expect(rows[0]).toHaveTextContent('Alt + Shift + AOpen or close the assistantEvery signed-in page');
    await expect(rows[0]!.querySelectorAll('kbd')).toHaveLength(3);
  },
};
