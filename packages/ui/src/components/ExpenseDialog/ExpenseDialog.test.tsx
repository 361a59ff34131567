import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpenseDialog, receiptFileProblem } from './ExpenseDialog';

const PROJECTS = [
  { value: 'p1', label: 'Website Redesign' },
  { value: 'p2', label: 'Mobile App' },
];
const CATEGORIES = [
  { value: 'travel', label: 'Travel' },
  { value: 'software', label: 'Software' },
];

describe('ExpenseDialog', () => {
  it('checks the fields, then sends an amount in rupees with its receipt', async () => {
    const onSubmit = vi.fn();
    render(
      <ExpenseDialog
        open
        title="Add expense"
        projects={PROJECTS}
        categories={CATEGORIES}
        onSubmit={onSubmit}
        onCancel={() => {}}
        initial={{ date: '2026-03-05' }}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Add expense' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save expense' }));
    expect(dialog.getByText('Choose a project')).toBeVisible();
    expect(dialog.getByText('Enter an amount above zero')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mobile App' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'INR' }));
    await userEvent.type(dialog.getByLabelText(/Amount/), '8315');
    await userEvent.type(dialog.getByLabelText(/Description/), 'Workshop venue');
    const pdf = new File(['%PDF-1.4'], 'venue.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.getByLabelText('Receipt file'), pdf);
    expect(dialog.getByText('venue.pdf')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save expense' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        date: '2026-03-05',
        projectId: 'p2',
        category: 'travel',
        amount: 8315,
        currency: 'INR',
        description: 'Workshop venue',
      },
      pdf,
    );
  });

  it('refuses a receipt of the wrong type or too large, with the reason', () => {
    expect(receiptFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a PDF, PNG, JPEG or WebP file.',
    );
    expect(receiptFileProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'A receipt must be 5 MB or smaller; this one is 6 MB.',
    );
    expect(receiptFileProblem({ type: 'image/png', size: 2048 })).toBeUndefined();
  });
});
