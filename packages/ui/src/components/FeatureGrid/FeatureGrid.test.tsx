import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from './FeatureGrid';

describe('FeatureGrid', () => {
  it('is a section named by its title with one heading per feature', () => {
    render(
      <FeatureGrid
        title="Everything in one place"
        features={[
          { icon: <span />, title: 'Boards', description: 'Drag tasks between columns.' },
          { icon: <span />, title: 'Calendar', description: 'See due dates by month.' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Everything in one place' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Boards' })).toBeVisible();
    expect(screen.getByText('See due dates by month.')).toBeVisible();
    expect(document.getElementById('features')).not.toBeNull();
  });
});
