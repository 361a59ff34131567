/**
 * The cookies of one server, for a client outside the browser (Node): what its answers set (`Set-Cookie`) is
 * sent back on the next requests and on the socket's handshake, as a browser would for its own origin. Name and
 * value only: the client talks to one server, so domain and path are not told apart; `Max-Age`/`Expires` in the
 * past removes the cookie.
 */
export interface CookieJar {
  /** Keeps what the `Set-Cookie` lines of an answer set. */
  store(setCookies: readonly string[]): void;
  /** The `Cookie` header to send; undefined while the jar is empty. */
  header(): string | undefined;
  clear(): void;
}

export function createCookieJar(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, { value: string; expires: number }>();
  const live = () => {
    const at = now();
    for (const [name, cookie] of cookies) if (cookie.expires <= at) cookies.delete(name);
    return cookies;
  };
  return {
    store(setCookies) {
      for (const line of setCookies) {
        const [pair = '', ...attributes] = line.split(';');
        const split = pair.indexOf('=');
        if (split <= 0) continue;
        const name = pair.slice(0, split).trim();
        const value = pair.slice(split + 1).trim();
        let expires = Number.POSITIVE_INFINITY;
        for (const attribute of attributes) {
          const [key = '', raw = ''] = attribute.split('=');
          const field = key.trim().toLowerCase();
          if (field === 'max-age') {
            const seconds = Number(raw.trim());
            if (Number.isFinite(seconds)) expires = now() + seconds * 1000;
          } else if (field === 'expires' && expires === Number.POSITIVE_INFINITY) {
            const at = Date.parse(raw.trim());
            if (Number.isFinite(at)) expires = at;
          }
        }
        if (expires <= now()) cookies.delete(name);
        else cookies.set(name, { value, expires });
      }
    },
    header() {
      const entries = [...live()].map(([name, { value }]) => `${name}=${value}`);
      return entries.length > 0 ? entries.join('; ') : undefined;
    },
    clear() {
      cookies.clear();
    },
  };
}
