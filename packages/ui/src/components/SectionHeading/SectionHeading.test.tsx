import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeading } from './SectionHeading';

describe('SectionHeading', () => {
  it('shows the eyebrow, the title as a heading with its id, and the subtitle', () => {
    render(
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Plans for every team"
        subtitle="Start free."
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Plans for every team' });
    expect(heading).toHaveAttribute('id', 'pricing-title');
    expect(screen.getByText('Pricing')).toBeVisible();
    expect(screen.getByText('Start free.')).toBeVisible();
  });
});
