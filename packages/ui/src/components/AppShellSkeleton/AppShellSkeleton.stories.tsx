import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppShellSkeleton } from './AppShellSkeleton';

const meta = {
  title: 'Shell/AppShellSkeleton',
  component: AppShellSkeleton,
  args: { title: 'Dashboard', subtitle: 'Where your projects and tasks stand today.' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShellSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Where your projects and tasks stand today.')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    // Nothing to press, and every placeholder hidden from assistive technology.
    await expect(canvasElement.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    const placeholders = [...canvasElement.querySelectorAll('.MuiSkeleton-root')];
    await expect(placeholders.length).toBeGreaterThan(0);
    await expect(placeholders.every((element) => element.closest('[aria-hidden="true"]'))).toBe(true);
  },
};

/** A page whose subtitle needs the server's data (the organization's name): a placeholder line stands in. */
export const WithoutSubtitle: Story = {
  args: { title: 'Organization Dashboard', subtitle: undefined, cards: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const header = canvasElement.querySelector('header');
    await expect(header?.querySelectorAll('p')).toHaveLength(0);
    await expect(header?.querySelector('.MuiSkeleton-text')).not.toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
  },
};
