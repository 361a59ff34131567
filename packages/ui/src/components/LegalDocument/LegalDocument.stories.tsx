import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSections } from './fixtures';
import { LegalDocument } from './LegalDocument';

const meta = {
  title: 'Content/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Privacy Policy',
    updated: 'June 1, 2025',
    intro: 'This policy explains what we collect, why, and the choices you have.',
    sections: sampleSections,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sampleSections.length + 1);
  },
};

export const WithoutIntro: Story = {
  args: { intro: undefined },
};
