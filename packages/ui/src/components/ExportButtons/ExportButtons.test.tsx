import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportButtons } from './ExportButtons';

const FORMATS = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export XLSX' },
] as const;

describe('ExportButtons', () => {
  it('asks for the file of the pressed format, and waits while one is on its way', async () => {
    const onExport = vi.fn();
    const { rerender } = render(<ExportButtons formats={FORMATS} onExport={onExport} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith('csv');
    rerender(<ExportButtons formats={FORMATS} onExport={onExport} busyFormat="csv" />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeDisabled();
  });
});
