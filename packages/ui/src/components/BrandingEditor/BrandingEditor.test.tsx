import { ORG_TEXTS } from '@app/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandingEditor, brandingContrastWarnings } from './BrandingEditor';

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

describe('BrandingEditor', { timeout: 20_000 }, () => {
  it('saves the edited branding without its blank fields, and refuses a malformed colour', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <BrandingEditor
        value={{ primaryColor: '#0F766E', headingFont: 'Georgia' }}
        onSave={onSave}
        onReset={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#0F766E');
    // A blank shade shows what the theme derives for it.
    expect(screen.getByRole('textbox', { name: 'Primary dark' })).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/^#[0-9A-F]{6}$/),
    );
    type('Primary colour', '#12');
    expect(screen.getByText('Enter a colour as #RGB or #RRGGBB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save branding' })).toBeDisabled();
    type('Primary colour', '#7C3AED');
    type('Body font', 'Poppins, sans-serif');
    type('Heading font', 'Bad{font}');
    expect(screen.getByText(ORG_TEXTS.invalidFont)).toBeVisible();
    type('Heading font', '');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(onSave).toHaveBeenCalledWith({ primaryColor: '#7C3AED', primaryFont: 'Poppins, sans-serif' });
  });

  it('warns when text on a brand colour cannot reach WCAG AA, and lists what the custom CSS loses', () => {
    render(<BrandingEditor value={{}} onSave={vi.fn()} onReset={vi.fn()} />);
    expect(screen.queryByText('Contrast below WCAG AA')).not.toBeInTheDocument();
    type('Primary colour', '#2E8B57');
    expect(screen.getByText(ORG_TEXTS.contrastWarning('primary colour', '#2E8B57', '4.41'))).toBeVisible();
    type('Custom CSS', '@import url(x.css);\nh1 { color: red; }');
    const problems = screen
      .getByText('Parts of the custom CSS will be ignored')
      .closest('[role="alert"]') as HTMLElement;
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 1: "@import" rules are not allowed and are ignored.']);
  });

  it('resets to the default after the person confirms', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(<BrandingEditor value={{ primaryColor: '#0F766E' }} onSave={vi.fn()} onReset={onReset} />);
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = screen.getByRole('alertdialog', { name: ORG_TEXTS.resetBrandingTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('');
  });

  it('shows the server error and holds its buttons while busy', () => {
    render(
      <BrandingEditor
        value={{}}
        onSave={vi.fn()}
        onReset={vi.fn()}
        busy
        error="Failed to update organization"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update organization');
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toBeDisabled();
  });

  it('finds no contrast problem in the default branding', () => {
    expect(brandingContrastWarnings({})).toEqual([]);
  });
});
