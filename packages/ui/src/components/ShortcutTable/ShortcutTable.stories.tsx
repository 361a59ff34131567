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
    const assistant = rows.find((row) => row.textContent?.includes('Open or close the assistant'));
    await expect(assistant).toHaveTextContent(
      'Alt + Shift + AOpen or close the assistantEvery signed-in page',
    );
    await expect(assistant!.querySelectorAll('kbd')).toHaveLength(3);
    // A sequence reads 'G then D'.
    const dashboard = within(table).getByRole('row', { name: /Go to the dashboard/ });
    await expect(dashboard).toHaveTextContent('G then DGo to the dashboardEvery signed-in page');
  },
};
