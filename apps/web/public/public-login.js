// The emergency sign-in page (/public-login, spec 2.9): works when the application's own code does not load, so
// it uses none of it. It signs in through the API as the app does (the answer sets the fingerprint cookie),
// keeps the token in localStorage under 'token' (spec 9) and goes on to the dashboard of the account's type.
(() => {
  const form = document.getElementById('login-form');
  const email = document.getElementById('email');
  const password = document.getElementById('password');
  const submit = document.getElementById('submit');
  const error = document.getElementById('error');

  function showError(text, field) {
    error.textContent = text;
    error.hidden = false;
    for (const input of [email, password]) {
      if (input === field) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    if (field) {
      field.setAttribute('aria-describedby', 'error');
      field.focus();
    } else {
      error.focus();
    }
  }

  function clearError() {
    error.hidden = true;
    error.textContent = '';
    for (const input of [email, password]) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  async function signIn(event) {
    event.preventDefault();
    clearError();
    const address = email.value.trim();
    if (!address) return showError('Enter your email address', email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return showError('Enter a valid email address', email);
    if (!password.value) return showError('Enter your password', password);

    submit.disabled = true;
    submit.textContent = 'Signing in…';
    try {
      const response = await fetch('/api/v1/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: address, password: password.value }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok || typeof body.token !== 'string') {
        const text = typeof body.error === 'string' ? body.error : `Sign-in failed (${response.status})`;
        showError(text);
        return;
      }
      try {
        window.localStorage.setItem('token', body.token);
      } catch {
        showError('This browser does not allow the page to keep your session (storage is blocked)');
        return;
      }
      const organization = body.user && body.user.accountType === 'organization';
      window.location.assign(organization ? '/org/dashboard' : '/dashboard');
    } catch {
      showError('The server could not be reached. Check your connection and try again');
    } finally {
      submit.disabled = false;
      submit.textContent = 'Sign in';
    }
  }

  form.addEventListener('submit', (event) => {
    void signIn(event);
  });
  email.focus();
})();
