import { type Branding, type RoleSubject, STORAGE_KEYS } from '@app/domain';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useColorMode } from '../../theme/useColorMode';
import { BrandingProvider, type BrandingProviderProps } from './BrandingProvider';

const enterpriseUser: RoleSubject = { _id: 'u1', accountType: 'organization', organizationId: 'o1' };
const individualUser: RoleSubject = { _id: 'u2', accountType: 'individual' };
const emerald: Branding = {
  primaryColor: '#047857',
  primaryFont: 'Inter',
  headingFont: 'Georgia',
  customCSS: '.MuiButton-root { border-radius: 999px } body { background: #f0fdf4 }',
};

// What the theme says, shown as text: the brand colour and heading font the user is looking at.
const renders: string[] = [];
function ThemeProbe() {
  const theme = useTheme();
  renders.push(theme.palette.brand.main);
  return (
    <>
      <p>brand {theme.palette.brand.main}</p>
      <p>headings {theme.typography.h1.fontFamily}</p>
    </>
  );
}

function ModeToggle() {
  const { mode, colorScheme, toggle } = useColorMode();
  return (
    <Button onClick={toggle}>
      Mode {mode}, showing {colorScheme}
    </Button>
  );
}

function renderProvider(props: Omit<BrandingProviderProps, 'children'>) {
  const children = (
    <>
      <ThemeProbe />
      <ModeToggle />
    </>
  );
  const view = render(<BrandingProvider {...props}>{children}</BrandingProvider>);
  return {
    ...view,
    rerenderWith: (next: Omit<BrandingProviderProps, 'children'>) =>
      view.rerender(<BrandingProvider {...next}>{children}</BrandingProvider>),
  };
}

function storedTheme(): unknown {
  const raw = window.localStorage.getItem(STORAGE_KEYS.userTheme);
  return raw === null ? null : JSON.parse(raw);
}

function customStyle(): string | null {
  return document.querySelector('style[data-branding-css]')?.textContent ?? null;
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
  renders.length = 0;
});

afterEach(() => {
  window.localStorage.clear();
});

describe('BrandingProvider', () => {
  it('applies the organization branding, fonts and scoped custom CSS for an enterprise user', () => {
    renderProvider({ user: enterpriseUser, branding: emerald });
    expect(screen.getByText('brand #047857')).toBeInTheDocument();
    expect(screen.getByText(/^headings Georgia, ui-serif/)).toBeInTheDocument();
    expect(customStyle()).toBe(
      '[data-branding-scope] .MuiButton-root { border-radius: 999px; }\n[data-branding-scope] { background: #f0fdf4; }',
    );
    // The button sits inside the branded area the custom CSS is scoped to.
    expect(screen.getByRole('button').closest('[data-branding-scope]')).not.toBeNull();
  });

  it('shows the default look to an individual user, whatever branding is passed', () => {
    renderProvider({ user: individualUser, branding: emerald });
    expect(screen.getByText('brand #3B82F6')).toBeInTheDocument();
    expect(screen.getByText(/^headings Inter,/)).toBeInTheDocument();
    expect(customStyle()).toBeNull();
    expect(storedTheme()).toBeNull();
  });

  it('remembers the applied branding under userTheme, readable as a UserTheme too', () => {
    renderProvider({ user: enterpriseUser, branding: emerald });
    expect(storedTheme()).toEqual({ ...emerald, fontFamily: 'Inter' });
  });

  it('resets to the default and forgets the branding on sign-out', () => {
    const view = renderProvider({ user: enterpriseUser, branding: emerald });
    expect(screen.getByText('brand #047857')).toBeInTheDocument();
    view.rerenderWith({ user: null });
    expect(screen.getByText('brand #3B82F6')).toBeInTheDocument();
    expect(customStyle()).toBeNull();
    expect(storedTheme()).toBeNull();
  });

  it('starts a reload in the stored branding while the session is checked: no default colours first', () => {
    window.localStorage.setItem(STORAGE_KEYS.userTheme, JSON.stringify(emerald));
    const view = renderProvider({ user: undefined });
    expect(renders[0]).toBe('#047857');
    expect(customStyle()).toContain('[data-branding-scope] .MuiButton-root');
    // The session answers: the same organization keeps its colours, and they never went back to the default.
    view.rerenderWith({ user: enterpriseUser, branding: emerald });
    expect(renders.every((color) => color === '#047857')).toBe(true);
  });

  it('keeps the stored branding for an enterprise user whose organization branding is still loading', () => {
    window.localStorage.setItem(STORAGE_KEYS.userTheme, JSON.stringify(emerald));
    const view = renderProvider({ user: enterpriseUser });
    expect(screen.getByText('brand #047857')).toBeInTheDocument();
    view.rerenderWith({ user: enterpriseUser, branding: { primaryColor: '#7C3AED' } });
    expect(screen.getByText('brand #7C3AED')).toBeInTheDocument();
    expect(storedTheme()).toEqual({ primaryColor: '#7C3AED' });
    view.rerenderWith({ user: enterpriseUser, branding: null });
    expect(screen.getByText('brand #3B82F6')).toBeInTheDocument();
  });

  it('drops the stored branding once the session says the user is not an enterprise user', () => {
    window.localStorage.setItem(STORAGE_KEYS.userTheme, JSON.stringify(emerald));
    const view = renderProvider({ user: undefined });
    view.rerenderWith({ user: individualUser });
    expect(screen.getByText('brand #3B82F6')).toBeInTheDocument();
    expect(storedTheme()).toBeNull();
  });

  it('reads a stored UserTheme ({ primaryColor, fontFamily }) and ignores unreadable storage', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.userTheme,
      JSON.stringify({ primaryColor: '#F97316', fontFamily: 'Georgia' }),
    );
    const first = renderProvider({ user: undefined });
    expect(screen.getByText('brand #F97316')).toBeInTheDocument();
    first.unmount();
    window.localStorage.setItem(STORAGE_KEYS.userTheme, '{not json');
    renderProvider({ user: undefined });
    expect(screen.getByText('brand #3B82F6')).toBeInTheDocument();
  });

  it('toggles dark mode and keeps it under darkMode', async () => {
    const user = userEvent.setup();
    renderProvider({ user: null });
    const toggle = screen.getByRole('button', { name: 'Mode light, showing light' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Mode dark, showing dark' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Mode dark, showing dark' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
  });

  it('starts in the stored mode', () => {
    window.localStorage.setItem(STORAGE_KEYS.darkMode, 'dark');
    renderProvider({ user: null });
    expect(screen.getByRole('button', { name: 'Mode dark, showing dark' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows a mode changed in another tab', () => {
    renderProvider({ user: null });
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.darkMode, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.darkMode, newValue: 'dark' }));
    });
    expect(screen.getByRole('button', { name: 'Mode dark, showing dark' })).toBeInTheDocument();
  });
});
