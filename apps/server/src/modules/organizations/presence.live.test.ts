import type { OnlineUser, OrganizationPresenceEvent } from '@app/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import {
  type ClientSocket,
  collect,
  connected,
  listen,
  nextEvent,
  openSocket,
  pause,
} from '../../realtime/test-support';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';

// Who is online in an organization: GET /organizations/{id}/online and `organization_presence`, with
// real socket.io clients over loopback.

// Jordan has a picture ('Online now' shows it); Olivia has the default avatar, so none is sent.
const JORDAN_PICTURE = 'https://images.example/jordan.png';

let t: TestApp;
let url: string;
const ids = { acme: '', globex: '' };
let olivia: TestSession;
let jordan: TestSession;
let grace: TestSession;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  const { db } = t.database;
  const [acme, globex] = await db
    .insert(organizations)
    .values([
      { name: 'Acme Online', domain: 'acme-online.test', subscriptionTier: 'enterprise' },
      { name: 'Globex Online', domain: 'globex-online.test', subscriptionTier: 'enterprise' },
    ])
    .returning();
  ids.acme = acme!.id;
  ids.globex = globex!.id;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const member = (organizationId: string) => ({
    accountType: 'organization' as const,
    organizationId,
    passwordHash,
  });
  await db.insert(users).values([
    {
      name: 'Olivia Online',
      email: 'olivia@acme-online.test',
      ...member(ids.acme),
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    {
      name: 'Jordan Online',
      email: 'jordan@acme-online.test',
      ...member(ids.acme),
      orgRole: 'member',
      profileImage: JORDAN_PICTURE,
    },
    {
      name: 'Grace Online',
      email: 'grace@globex-online.test',
      ...member(ids.globex),
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
  ]);
  olivia = await signIn(t.app, 'olivia@acme-online.test');
  jordan = await signIn(t.app, 'jordan@acme-online.test');
  grace = await signIn(t.app, 'grace@globex-online.test');
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  // The server sees the closes before the next test counts sockets.
  await pause(100);
});
afterAll(async () => {
  await t?.close();
});

async function connect(session: TestSession): Promise<ClientSocket> {
  const socket = openSocket(url, session);
  sockets.push(socket);
  return connected(socket);
}

async function online(session: TestSession, organizationId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${organizationId}/online`,
    headers: session.headers,
  });
}

async function onlineNames(session: TestSession, organizationId: string): Promise<string[]> {
  const response = await online(session, organizationId);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: OnlineUser[] }).data.map((user) => user.userName);
}

const isJordan = (event: OrganizationPresenceEvent) => event.userId === jordan.user._id;

describe('who is online in an organization', () => {
  it('lists the members with a socket open and tells the room when one comes and goes', async () => {
    const oliviaSocket = await connect(olivia);
    const graceSocket = await connect(grace);
    const globexHeard = collect(graceSocket, 'organization_presence');
    expect(await onlineNames(olivia, ids.acme)).toEqual(['Olivia Online']);

    const cameOnline = nextEvent(oliviaSocket, 'organization_presence', isJordan);
    const jordanSocket = await connect(jordan);
    expect(await cameOnline).toEqual({
      organizationId: ids.acme,
      userId: jordan.user._id,
      userName: 'Jordan Online',
      profileImage: JORDAN_PICTURE,
      online: true,
    });
    const listed = await online(olivia, ids.acme);
    expect((listed.json() as { data: OnlineUser[] }).data).toEqual([
      { userId: jordan.user._id, userName: 'Jordan Online', profileImage: JORDAN_PICTURE },
      { userId: olivia.user._id, userName: 'Olivia Online' },
    ]);
    expect(await onlineNames(jordan, ids.acme)).toEqual(['Jordan Online', 'Olivia Online']);
    // Another organization's people are neither listed nor listing.
    expect(await onlineNames(grace, ids.globex)).toEqual(['Grace Online']);

    const wentOffline = nextEvent(
      oliviaSocket,
      'organization_presence',
      (event) => isJordan(event) && !event.online,
    );
    jordanSocket.disconnect();
    expect((await wentOffline).online).toBe(false);
    expect(await onlineNames(olivia, ids.acme)).toEqual(['Olivia Online']);
    expect(globexHeard).toEqual([]);
  });

  it('tells nobody that a member went offline while another tab of theirs is open', async () => {
    const oliviaSocket = await connect(olivia);
    const heard = collect(oliviaSocket, 'organization_presence');
    const firstTab = await connect(jordan);
    await connect(jordan);
    firstTab.disconnect();
    await pause(200);
    expect(heard.filter((event) => !event.online)).toEqual([]);
    expect(await onlineNames(olivia, ids.acme)).toEqual(['Jordan Online', 'Olivia Online']);
  });

  it("answers another organization's id with a 404", async () => {
    const response = await online(olivia, ids.globex);
    expect(response.statusCode).toBe(404);
    expect((await online(grace, ids.acme)).statusCode).toBe(404);
  });
});
