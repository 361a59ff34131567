import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('reads each value with its term, in order', () => {
    render(
      <DescriptionList
        aria-label="Project details"
        items={[
          { term: 'Start date', value: 'Jun 1, 2025' },
          { term: 'Owner', value: <strong>Priya Sharma</strong> },
        ]}
      />,
    );
    const list = screen.getByLabelText('Project details');
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Start date', 'Owner']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Jun 1, 2025',
      'Priya Sharma',
    ]);
  });
});
