import type { Project, Task } from '@app/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionFrom, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { registerAndVerify } from '../../test/email-verification';

// Helpers shared by the projects and tasks tests: a signed-in caller's requests, and quick fixtures.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Caller {
  session: TestSession;
  id: string;
  name: string;
  email: string;
  request(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export function callerFor(app: FastifyInstance, session: TestSession): Caller {
  return {
    session,
    id: session.user._id,
    name: String(session.user.name),
    email: session.user.email,
    request: (method, url, payload) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: session.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A new account; on an organization's domain, a member of it once the mailed link is followed (as people do). */
export async function signUp(app: FastifyInstance, name: string, email?: string): Promise<Caller> {
  return callerFor(app, await registerAndVerify(app, { name, ...(email ? { email } : {}) }));
}

/** An organization on `domain`, answering its admin; people who register there join it by the mailed link. */
export async function registerOrganization(
  app: FastifyInstance,
  domain: string,
  adminName: string,
): Promise<{ admin: Caller; organizationId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/organizations/register',
    payload: {
      organizationName: `Org ${domain}`,
      domain,
      adminName,
      adminEmail: `admin@${domain}`,
      adminPassword: TEST_PASSWORD,
    },
  });
  const session = sessionFrom(response);
  return {
    admin: callerFor(app, session),
    organizationId: (response.json().data.organization as { _id: string })._id,
  };
}

/** Sends the call and returns its `data`, failing with the answer when the status is not the expected one. */
export async function expectData<T>(pending: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const response = await pending;
  if (response.statusCode !== status) {
    throw new Error(`Expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json().data as T;
}

export function newProject(caller: Caller, fields: Record<string, unknown> = {}): Promise<Project> {
  return expectData<Project>(caller.request('POST', '/projects', { title: 'A project', ...fields }), 201);
}

export function newTask(caller: Caller, fields: Record<string, unknown> = {}): Promise<Task> {
  return expectData<Task>(caller.request('POST', '/tasks', { title: 'A task', ...fields }), 201);
}

export async function addMember(
  owner: Caller,
  projectId: string,
  member: Caller,
  role: 'team-member' | 'team-lead' | 'supervisor',
): Promise<void> {
  await expectData(
    owner.request('POST', `/projects/${projectId}/members`, { email: member.email, role }),
    201,
  );
}

/** A calendar day `days` from today (UTC), 'YYYY-MM-DD'. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An id no row has. */
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';
