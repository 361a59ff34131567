import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSections } from './fixtures';
import { LegalDocument, slugify } from './LegalDocument';

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated: June 1, 2025')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(toc).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sampleSections.length + 1);
    // The table of contents links to every section by the anchor its heading gives.
    const links = within(toc).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(sampleSections.map((s) => s.heading));
    await expect(links[1]).toHaveAttribute('href', '#cookies-local-storage');
    const section = canvas.getByRole('region', { name: 'Cookies & local storage' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'cookies-local-storage',
    );
    await expect(section).toHaveTextContent('We keep your sign-in token under the key token.');
    await expect(slugify('Your rights & choices')).toBe('your-rights-choices');
    await expect(slugify('  13+ only ')).toBe('13-only');
  },
};

export const WithoutIntro: Story = {
  args: { intro: undefined },
};

/** An intro of several paragraphs with a link, given as content rather than a string. */
export const RichIntro: Story = {
  args: {
    intro: (
      <>
        <p>This policy explains what we collect, why, and the choices you have.</p>
        <p>
          Questions? Write to <a href="mailto:privacy@taskflow.example">privacy@taskflow.example</a>.
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('This policy explains what we collect, why, and the choices you have.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy@taskflow.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@taskflow.example',
    );
  },
};
