import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormSteps } from './FormSteps';

const STEPS = ['Organization details', 'Admin account'];

describe('FormSteps', () => {
  it('names the current step in a heading and lists every step', () => {
    const { rerender } = render(<FormSteps steps={STEPS} active={0} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1 of 2: Organization details' }),
    ).toBeVisible();
    expect(screen.getByText('Admin account')).toBeVisible();
    rerender(<FormSteps steps={STEPS} active={1} headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Step 2 of 2: Admin account' })).toBeVisible();
  });
});
