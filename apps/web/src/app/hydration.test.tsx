import { act, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, storeToken } from '../testing/network';

// The module keeps whether the app is ready: each test takes a fresh copy.
let hydration: typeof import('./hydration');

function SignInForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => hydration.screenCommitted(), []);
  return (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(email);
      }}
    >
      <input
        aria-label="Email"
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <output>{email || 'empty'}</output>
      <p data-testid="sent">{sent ? `sent ${sent}` : 'not sent'}</p>
      <button type="submit">Sign in</button>
    </form>
  );
}

/** The prerendered page, with an email typed and the form sent before the app started. */
function prerenderedPageTypedAndSent() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<SignInForm />);
  document.body.append(root);
  const input = root.querySelector('input') as HTMLInputElement;
  input.value = 'early@example.com';
  // What index.html's start script keeps of a form sent before the app was there.
  const form = root.querySelector('form') as HTMLFormElement;
  window.__earlySubmit = { form, submitter: root.querySelector('button') };
  return root;
}

describe('taking over a prerendered page', () => {
  beforeEach(async () => {
    vi.resetModules();
    hydration = await import('./hydration');
  });

  afterEach(() => {
    document.body.replaceChildren();
    delete document.documentElement.dataset.appReady;
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('hands what was typed and sent before hydration to React, and marks the app ready', async () => {
    const root = prerenderedPageTypedAndSent();
    const input = root.querySelector('input') as HTMLInputElement;
    hydration.captureEarlyInput(root);
    expect(document.documentElement.dataset.appReady).toBeUndefined();

    await act(async () => {
      hydrateRoot(root, <SignInForm />);
    });

    expect(document.documentElement.dataset.appReady).toBe('true');
    expect(input.value).toBe('early@example.com');
    expect(root.querySelector('output')?.textContent).toBe('early@example.com');
    await waitFor(() =>
      expect(root.querySelector('[data-testid="sent"]')?.textContent).toBe('sent early@example.com'),
    );
    expect(window.__earlySubmit).toBeUndefined();
  });

  it('hands them over as well when the app renders the page anew instead of hydrating it', async () => {
    const root = prerenderedPageTypedAndSent();
    hydration.captureEarlyInput(root);

    await act(async () => {
      createRoot(root).render(<SignInForm />);
    });

    expect(root.querySelector('output')?.textContent).toBe('early@example.com');
    await waitFor(() =>
      expect(root.querySelector('[data-testid="sent"]')?.textContent).toBe('sent early@example.com'),
    );
  });

  it('presses again the buttons pressed before the app was there, hydrated or rendered anew', async () => {
    function Toggles() {
      const [shown, setShown] = useState(false);
      const [google, setGoogle] = useState(0);
      useEffect(() => hydration.screenCommitted(), []);
      return (
        <div>
          <button
            type="button"
            aria-label={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown(!shown)}
          >
            👁
          </button>
          <button type="button" onClick={() => setGoogle((count) => count + 1)}>
            Sign in with Google
          </button>
          <p data-testid="state">{`${shown ? 'shown' : 'hidden'} google ${google}`}</p>
        </div>
      );
    }
    for (const mount of ['hydrate', 'render anew'] as const) {
      const root = document.createElement('div');
      root.id = 'root';
      root.innerHTML = renderToString(<Toggles />);
      document.body.append(root);
      // What index.html's start script notes of the presses: the show button, then Google.
      window.__earlyClicks = [...root.querySelectorAll('button')];
      await act(async () => {
        if (mount === 'hydrate') hydrateRoot(root, <Toggles />);
        else createRoot(root).render(<Toggles />);
      });
      await waitFor(() =>
        expect(root.querySelector('[data-testid="state"]')?.textContent).toBe('shown google 1'),
      );
      expect(window.__earlyClicks).toBeUndefined();
      root.remove();
      vi.resetModules();
      hydration = await import('./hydration');
    }
  });

  it('hydrates only the page of this URL, for a signed-out visitor with the default look', () => {
    const root = document.createElement('div');
    root.dataset.prerendered = '/auth/login';
    window.history.replaceState(null, '', '/auth/login?next=%2Fprojects');
    expect(hydration.canHydrate(root)).toBe(true);

    window.localStorage.setItem('userTheme', JSON.stringify({ primaryColor: '#DC2626' }));
    expect(hydration.canHydrate(root)).toBe(false);
    window.localStorage.clear();

    window.history.replaceState(null, '', '/auth/register');
    expect(hydration.canHydrate(root)).toBe(false);
    expect(hydration.canHydrate(document.createElement('div'))).toBe(false);
  });

  it("keeps a signed-in landing page's outline only for its own URL and a visitor with a live session", () => {
    const root = document.createElement('div');
    root.dataset.shell = '/dashboard';
    window.history.replaceState(null, '', '/dashboard');
    expect(hydration.keepsShell(root)).toBe(false);

    storeToken(fakeToken());
    expect(hydration.keepsShell(root)).toBe(true);
    // A remembered branding: the outline is drawn in the default look, so not for this visitor.
    window.localStorage.setItem('userTheme', JSON.stringify({ primaryColor: '#DC2626' }));
    expect(hydration.keepsShell(root)).toBe(false);
    window.localStorage.removeItem('userTheme');
    window.history.replaceState(null, '', '/org/dashboard');
    expect(hydration.keepsShell(root)).toBe(false);

    storeToken(fakeToken(-60));
    window.history.replaceState(null, '', '/dashboard');
    expect(hydration.keepsShell(root)).toBe(false);
    window.localStorage.clear();
  });
});
