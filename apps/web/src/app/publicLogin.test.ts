import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import html from '../../public/public-login.html?raw';
import script from '../../public/public-login.js?raw';
import { mockNetwork } from '../testing/network';

// The emergency sign-in page (/public-login) is plain HTML and a small script outside the app's bundle: this
// loads both into the test DOM as the browser would and drives the form.

function loadPage() {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.title = parsed.title;
  document.body.innerHTML = parsed.body.innerHTML;
  new Function(script)();
}

function answerLogin(status: number, body: unknown) {
  return mockNetwork({ 'POST /api/v1/auth/login': () => Response.json(body, { status }) });
}

const email = () => document.getElementById('email') as HTMLInputElement;
const password = () => document.getElementById('password') as HTMLInputElement;
const alert = () => document.querySelector('[role="alert"]') as HTMLElement;

beforeEach(() => {
  window.localStorage.clear();
  loadPage();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the emergency sign-in page', () => {
  it('is a labelled form with the focus on the email field, and axe finds nothing', async () => {
    expect(document.querySelector('h1')).toHaveTextContent('Emergency sign-in');
    expect(document.querySelector('label[for="email"]')).toHaveTextContent('Email');
    expect(document.querySelector('label[for="password"]')).toHaveTextContent('Password');
    expect(document.activeElement).toBe(email());
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('loads no code of the application: one script of its own', () => {
    const scripts = [...new DOMParser().parseFromString(html, 'text/html').scripts];
    expect(scripts.map((element) => element.getAttribute('src'))).toEqual(['/public-login.js']);
    expect(html).not.toMatch(/\/assets\//);
  });

  it('names a missing field before sending anything', async () => {
    const requests = answerLogin(200, {});
    const user = userEvent.setup();
    await user.click(document.getElementById('submit') as HTMLElement);
    expect(alert()).toHaveTextContent('Enter your email address');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(email());
    await user.type(email(), 'olivia@acme.example');
    await user.click(document.getElementById('submit') as HTMLElement);
    expect(alert()).toHaveTextContent('Enter your password');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it("shows the server's error text in the announced alert", async () => {
    answerLogin(401, { success: false, error: 'Invalid email or password' });
    const user = userEvent.setup();
    await user.type(email(), 'olivia@acme.example');
    await user.type(password(), 'wrong password');
    await user.click(document.getElementById('submit') as HTMLElement);
    await waitFor(() => expect(alert()).toHaveTextContent('Invalid email or password'));
    expect(alert()).toBeVisible();
    expect(document.activeElement).toBe(alert());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('signs in with the cookie included and keeps the token under "token"', async () => {
    const requests = answerLogin(200, {
      success: true,
      token: 'header.payload.signature',
      user: { _id: '64b7f0c2a1b2c3d4e5f60718', accountType: 'organization' },
    });
    // jsdom does not navigate; it says so on its virtual console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.type(email(), ' olivia@acme.example ');
    await user.type(password(), 'demo1234');
    await user.click(document.getElementById('submit') as HTMLElement);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('header.payload.signature'));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe(`${window.location.origin}/api/v1/auth/login`);
    expect(request!.method).toBe('POST');
    expect(request!.credentials).toBe('include');
    expect(Object.fromEntries(request!.headers)).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(await request!.text()).toBe(
      JSON.stringify({ email: 'olivia@acme.example', password: 'demo1234' }),
    );
  });
});
