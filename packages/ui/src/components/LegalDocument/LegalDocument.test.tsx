import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleSections } from './fixtures';
import { LegalDocument, slugify } from './LegalDocument';

describe('LegalDocument', () => {
  it('shows the title, the update date and a table of contents linking to every section', () => {
    render(<LegalDocument title="Privacy Policy" updated="June 1, 2025" sections={sampleSections} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Last updated: June 1, 2025')).toBeVisible();

    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Information we collect',
      'Cookies & local storage',
      'Contact',
    ]);
    expect(links[1]).toHaveAttribute('href', '#cookies-local-storage');

    const section = screen.getByRole('region', { name: 'Cookies & local storage' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'cookies-local-storage');
    expect(section).toHaveTextContent('We keep your sign-in token under the key token.');
  });

  it('derives anchors from headings', () => {
    expect(slugify('Your rights & choices')).toBe('your-rights-choices');
    expect(slugify('  13+ only ')).toBe('13-only');
  });
});
