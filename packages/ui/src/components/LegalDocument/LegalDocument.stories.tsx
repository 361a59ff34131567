import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleHeadings, sampleMarkdown } from './fixtures';
import { LegalDocument, legalSections, slugify } from './LegalDocument';

const meta = {
  title: 'Content/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Privacy Policy',
    updated: 'June 1, 2025',
    intro: 'This policy explains what we collect, why, and the choices you have.',
    markdown: sampleMarkdown,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated: June 1, 2025')).toBeVisible();
    await expect(
      canvas.getByText('This policy explains what we collect, why, and the choices you have.'),
    ).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(toc).toBeVisible();
    // One level-2 heading per section, and the table of contents' own.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sampleHeadings.length + 1);
    // The table of contents links to every section by the anchor its heading gives.
    const links = within(toc).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(sampleHeadings);
    await expect(links[1]).toHaveAttribute('href', '#cookies-local-storage');
    const section = canvas.getByRole('region', { name: 'Cookies & local storage' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'cookies-local-storage',
    );
    // The Markdown's parts render as their elements: code, lists, sub-headings, strong text and links.
    await expect(section).toHaveTextContent('We keep your sign-in token under the key token.');
    await expect(within(section).getByText('token').tagName).toBe('CODE');
    const first = canvas.getByRole('region', { name: 'Information we collect' });
    await expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(first).getByRole('heading', { level: 3, name: 'Sub-processors' })).toBeVisible();
    await expect(within(first).getByText('sub-processor').tagName).toBe('STRONG');
    await expect(within(first).getByRole('link', { name: 'our list' })).toHaveAttribute(
      'href',
      '/sub-processors',
    );
    const contact = canvas.getByRole('region', { name: 'Contact' });
    await expect(within(contact).getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.com',
    );
    await expect(slugify('Your rights & choices')).toBe('your-rights-choices');
    await expect(slugify('  13+ only ')).toBe('13-only');
  },
};

export const WithoutIntro: Story = {
  args: { intro: undefined },
};

/** Raw HTML in the text is shown as text, never as markup; text before the first section is not a section. */
export const HtmlIsText: Story = {
  args: {
    markdown: 'Ignored lead.\n\n## Terms\n\nA <b>bold</b> claim <script>alert(1)</script>.\n',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(legalSections(HtmlIsText.args?.markdown ?? '').map((s) => s.heading)).toEqual(['Terms']);
    await expect(canvas.queryByText('Ignored lead.')).toBeNull();
    const section = canvas.getByRole('region', { name: 'Terms' });
    await expect(section.querySelector('b, script')).toBeNull();
  },
};
