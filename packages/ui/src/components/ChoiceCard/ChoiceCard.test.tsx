import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChoiceCard } from './ChoiceCard';

describe('ChoiceCard', () => {
  it('is one link named by its title, described by its text and features, with its badge', () => {
    render(
      <ChoiceCard
        title="Organization"
        description="For teams and companies."
        features={['Departments and teams', 'Analytics']}
        href="/auth/register/organization"
        icon={<span />}
        badge="Most Popular"
      />,
    );
    const link = screen.getByRole('link', { name: 'Organization' });
    expect(link).toHaveAttribute('href', '/auth/register/organization');
    expect(link).toHaveAccessibleDescription(/For teams and companies\.\s*Departments and teams\s*Analytics/);
    expect(screen.getByRole('heading', { level: 2, name: 'Organization' })).toBeVisible();
    expect(screen.getByText('Most Popular')).toBeVisible();
  });
});
