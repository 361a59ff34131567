import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeedStatus,
  type CalendarFeedUrl,
  type Project,
} from '@app/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import {
  addMember,
  type Caller,
  callerFor,
  dayFromToday,
  expectData,
  newProject,
  newTask,
  registerOrganization,
} from '../projects/test-support';

// Calendar feeds (issue 40): GET/POST/DELETE /calendar-feed, POST /calendar-feed/rotate and GET /ical/{token}.ics.
let t: TestApp;
let olivia: Caller;
let jordan: Caller;
let project: Project;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_ORIGIN: 'https://tasks.example.test' } });
  const acme = await registerOrganization(t.app, 'acme-feed.test', 'Olivia Smith');
  olivia = acme.admin;
  const { sessions } = await addSignedInPeople(t, [
    { name: 'Jordan Lee', email: 'jordan@acme-feed.test', organizationId: acme.organizationId },
  ]);
  jordan = callerFor(t.app, sessions[0] as TestSession);
  project = await newProject(olivia, { title: 'Launch' });
  await addMember(olivia, project._id, jordan, 'team-member');
});
afterAll(async () => {
  await t?.close();
});

function fetchFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

describe('calendar feed', () => {
  it('refuses callers without a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/calendar-feed'],
      ['POST', '/api/v1/calendar-feed'],
      ['POST', '/api/v1/calendar-feed/rotate'],
      ['DELETE', '/api/v1/calendar-feed'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the due tasks as RFC 5545 all-day events; rotating and turning off end the old link', async () => {
    const mine = await newTask(olivia, {
      title: 'Write the launch announcement, with every detail the press kit needs to have',
      description: 'Draft; then review',
      projectId: project._id,
      assignedTo: olivia.id,
      dueDate: dayFromToday(3),
    });
    const madeForJordan = await newTask(olivia, {
      title: 'Book the venue',
      projectId: project._id,
      assignedTo: jordan.id,
      dueDate: dayFromToday(5),
    });
    await newTask(olivia, { title: 'Undated', projectId: project._id, assignedTo: olivia.id });
    const jordansOwn = await newTask(jordan, { title: 'Jordan private', dueDate: dayFromToday(2) });
    const weekly = await newTask(olivia, {
      title: 'Weekly review',
      assignedTo: olivia.id,
      projectId: project._id,
      dueDate: dayFromToday(1),
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH',
    });

    expect(await expectData<CalendarFeedStatus>(olivia.request('GET', '/calendar-feed'))).toEqual({
      enabled: false,
      createdAt: null,
    });
    const { url } = await expectData<CalendarFeedUrl>(olivia.request('POST', '/calendar-feed'), 201);
    expect(url).toMatch(/^https:\/\/tasks\.example\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = await expectData<CalendarFeedStatus>(olivia.request('GET', '/calendar-feed'));
    expect(status.enabled).toBe(true);
    const again = await olivia.request('POST', '/calendar-feed');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CALENDAR_FEED_MESSAGES.alreadyOn);

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = feed.body;
    // Lines end in CRLF and are folded at 75 octets.
    expect(body.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid).sort()).toEqual(
      [mine, madeForJordan, weekly].map((task) => `task-${task._id}@tasks.example.test`).sort(),
    );
    const repeating = events.find((event) => event.uid.includes(weekly._id));
    expect(repeating?.isRecurring()).toBe(true);
    expect(repeating?.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=MO,TH');
    const first = events.find((event) => event.uid.includes(mine._id));
    expect(first?.summary).toBe(mine.title);
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe(dayFromToday(3));
    expect(first?.endDate.toString()).toBe(dayFromToday(4));
    expect(first?.description).toContain('Draft; then review');
    expect(first?.description).toContain(`https://tasks.example.test/tasks/${mine._id}`);
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      for (const name of ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary', 'status', 'last-modified']) {
        expect(vevent.getFirstPropertyValue(name), name).toBeTruthy();
      }
    }
    expect(body).not.toContain(jordansOwn._id);

    // A rotated token answers 404 at once; the new one works.
    const rotated = await expectData<CalendarFeedUrl>(olivia.request('POST', '/calendar-feed/rotate'));
    expect(rotated.url).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(rotated.url)).statusCode).toBe(200);

    // Turned off: the link is gone, and rotating needs it on.
    await expectData(olivia.request('DELETE', '/calendar-feed'));
    expect((await fetchFeed(rotated.url)).statusCode).toBe(404);
    expect((await olivia.request('POST', '/calendar-feed/rotate')).statusCode).toBe(404);
    expect((await expectData<CalendarFeedStatus>(olivia.request('GET', '/calendar-feed'))).enabled).toBe(
      false,
    );
    // A token of the wrong shape is not found either.
    expect((await t.app.inject({ method: 'GET', url: '/ical/nope.ics' })).statusCode).toBe(404);
  });
});
