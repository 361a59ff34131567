import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from './FeatureGrid';

describe('FeatureGrid', () => {
  it('shows the section title and each feature as a list item with its own heading', () => {
    render(
      <FeatureGrid
        eyebrow="Features"
        title="Everything your work needs"
        features={[
          { icon: <FolderRoundedIcon />, title: 'Projects and tasks', description: 'Plan work end to end.' },
          { icon: <FolderRoundedIcon />, title: 'Quick to-dos', description: 'Capture small things fast.' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Everything your work needs' });
    expect(section).toHaveAttribute('id', 'features');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Projects and tasks' })).toBeVisible();
    expect(within(items[1]!).getByText('Capture small things fast.')).toBeVisible();
  });
});
