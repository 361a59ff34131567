import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeading } from './SectionHeading';

describe('SectionHeading', () => {
  it('shows the eyebrow, a level-two title and the subtitle', () => {
    render(
      <SectionHeading
        id="s"
        eyebrow="Features"
        title="Everything in one place"
        subtitle="Short and clear."
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Everything in one place' })).toHaveAttribute(
      'id',
      's',
    );
    expect(screen.getByText('Features')).toBeVisible();
    expect(screen.getByText('Short and clear.')).toBeVisible();
  });
});
