import { HELP_SHORTCUTS } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortcutTable } from './ShortcutTable';

describe('ShortcutTable', () => {
  it('lists each shortcut with its keys, action and place', () => {
    render(<ShortcutTable shortcuts={HELP_SHORTCUTS} />);
    const table = screen.getByRole('table', { name: 'Keyboard shortcuts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(HELP_SHORTCUTS.length);
    expect(rows[0]).toHaveTextContent('Alt + Shift + AOpen or close the assistantEvery signed-in page');
    expect(rows[0]!.querySelectorAll('kbd')).toHaveLength(3);
  });
});
