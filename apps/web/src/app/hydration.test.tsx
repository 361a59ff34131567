import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { canHydrate, screenCommitted } from './hydration';

function SignInForm() {
  const [email, setEmail] = useState('');
  useEffect(screenCommitted, []);
  return (
    <form>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email || 'empty'}</output>
    </form>
  );
}

describe('taking over a prerendered page', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('hands what was typed before hydration to React, and marks the app ready', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderToString(<SignInForm />);
    document.body.append(root);
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'early@example.com';
    expect(document.documentElement.dataset.appReady).toBeUndefined();

    await act(async () => {
      hydrateRoot(root, <SignInForm />);
    });

    expect(document.documentElement.dataset.appReady).toBe('true');
    expect(input.value).toBe('early@example.com');
    expect(root.querySelector('output')?.textContent).toBe('early@example.com');
  });

  it('hydrates only the page of this URL, for a signed-out visitor with the default look', () => {
    const root = document.createElement('div');
    root.dataset.prerendered = '/auth/login';
    window.history.replaceState(null, '', '/auth/login?next=%2Fprojects');
    expect(canHydrate(root)).toBe(true);

    window.localStorage.setItem('userTheme', JSON.stringify({ primaryColor: '#DC2626' }));
    expect(canHydrate(root)).toBe(false);
    window.localStorage.clear();

    window.history.replaceState(null, '', '/auth/register');
    expect(canHydrate(root)).toBe(false);
    expect(canHydrate(document.createElement('div'))).toBe(false);
  });
});
