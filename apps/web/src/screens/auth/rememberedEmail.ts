// 'Remember me' keeps the email address on this device, so the next sign-in only asks for the password. The
// session itself always lasts as long as its token (the server's choice), whatever the box says.
const KEY = 'rememberedEmail';

export function rememberedEmail(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string): void {
  try {
    window.localStorage.setItem(KEY, email);
  } catch {
    // Blocked storage: the email is simply not remembered.
  }
}

export function forgetEmail(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
