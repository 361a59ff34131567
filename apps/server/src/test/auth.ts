import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A signed-in browser: its bearer token and its fingerprint cookie, ready to send with app.inject(). */
export interface TestSession {
  token: string;
  cookie: string;
  user: { _id: string; email: string; [key: string]: unknown };
  headers: { authorization: string; cookie: string };
}

/** The `name=value` pairs a response sets, joined as a Cookie request header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

function sessionFrom(response: LightMyRequestResponse): TestSession {
  if (response.statusCode >= 300) {
    throw new Error(`Expected a session, got ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as {
    token?: string;
    user?: TestSession['user'];
    data?: { token: string; user: TestSession['user'] };
  };
  const token = body.token ?? body.data?.token;
  const user = body.user ?? body.data?.user;
  if (!token || !user) throw new Error(`No token in ${response.body}`);
  const cookie = cookieHeader(response);
  return { token, cookie, user, headers: { authorization: `Bearer ${token}`, cookie } };
}

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
/** A fresh, unique email on a domain no test organization uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.test`;
}

export async function registerUser(
  app: FastifyInstance,
  fields: { name?: string; email?: string; password?: string; [key: string]: unknown } = {},
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { name: 'Test User', email: uniqueEmail(), password: TEST_PASSWORD, ...fields },
  });
  return sessionFrom(response);
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  return sessionFrom(response);
}

export { sessionFrom };
