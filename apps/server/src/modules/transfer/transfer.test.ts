import {
  type ExportJob,
  type ImportJob,
  TRANSFER_MESSAGES,
  type TransferBundle,
  type TransferBundleInput,
} from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, organizations, projectWorkflows, tasks, users } from '../../db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../../seed';
import { signIn, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';

// Import and export (issue 41) through the real app and its job queue: the round trip of the demo organization
// into a fresh one (app `source` seeded with the demo, app `fresh` a new database whose organization has the same
// people), the CSV importer with its mapping, the dry run's report, who may do what, and malformed files.

const env = { JOBS_POLL_INTERVAL_SECONDS: '1' };
let source: TestApp;
let fresh: TestApp;

type Call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

function caller(app: FastifyInstance, session: TestSession): Call {
  return (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...session.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

function form(file: { name: string; text: string } | null, fields: Record<string, string>) {
  const boundary = `----transfer${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.text),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(call: Call, sourceName: string, file: { name: string; text: string } | null) {
  const body = form(file, { source: sourceName });
  return call('POST', '/imports', body.payload, body.headers);
}

function dataOf<T>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status)
    throw new Error(`Expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json().data as T;
}

/** Polls the job until it is done or failed. */
async function settle<T extends { status: string }>(call: Call, url: string): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const job = dataOf<T>(await call('GET', url), 200);
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`${url} did not finish: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function exportOf(call: Call, payload: unknown): Promise<{ job: ExportJob; bundle: TransferBundle }> {
  const started = dataOf<ExportJob>(await call('POST', '/exports', payload), 202);
  const job = await settle<ExportJob>(call, `/exports/${started._id}`);
  expect(job.status).toBe('done');
  const download = await call('GET', `/exports/${started._id}/download?format=json`);
  expect(download.statusCode).toBe(200);
  return { job, bundle: JSON.parse(download.body) as TransferBundle };
}

async function importFile(
  call: Call,
  sourceName: string,
  file: { name: string; text: string },
): Promise<ImportJob> {
  return dataOf<ImportJob>(await upload(call, sourceName, file), 201);
}

async function runImport(call: Call, id: string, payload: unknown = {}): Promise<ImportJob> {
  dataOf<ImportJob>(await call('POST', `/imports/${id}/run`, payload), 202);
  return settle<ImportJob>(call, `/imports/${id}`);
}

/**
 * A bundle without what an import makes anew (refs, moments of the export, the organization's name): refs become
 * the titles and names they point at, and lists are sorted, so two exports of the same work compare equal.
 */
function normalise(bundle: TransferBundle) {
  const labelName = new Map(bundle.labels.map((label) => [label.ref, label.name]));
  const taskTitle = new Map(
    bundle.projects.flatMap((project) =>
      project.tasks.map((task) => [task.ref, `${project.title}/${task.title}`]),
    ),
  );
  const sorted = <T>(items: T[]) => items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    people: sorted(bundle.people),
    labels: sorted(bundle.labels.map(({ ref: _ref, ...label }) => label)),
    skipped: bundle.skipped,
    projects: sorted(
      bundle.projects.map(({ ref: _ref, ...project }) => {
        const stateName = new Map(project.states.map((state) => [state.ref, state.name]));
        return {
          ...project,
          members: sorted(project.members),
          states: project.states,
          relations: sorted(
            project.relations.map((relation) => {
              const ends = [taskTitle.get(relation.fromRef), taskTitle.get(relation.toRef)];
              // relates_to has no direction (it is kept with the smaller id first).
              if (relation.type === 'relates_to') ends.sort();
              return { from: ends[0], type: relation.type, to: ends[1] };
            }),
          ),
          tasks: sorted(
            project.tasks.map(({ ref: _taskRef, ...task }) => ({
              ...task,
              parentRef: task.parentRef ? taskTitle.get(task.parentRef) : null,
              stateRef: stateName.get(task.stateRef) ?? `missing ${task.stateRef}`,
              labelRefs: task.labelRefs.map((ref) => labelName.get(ref)).sort(),
              comments: task.comments.map(({ ref: _commentRef, ...comment }) => comment),
              timeEntries: sorted(task.timeEntries.map(({ ref: _entryRef, ...entry }) => entry)),
            })),
          ),
        };
      }),
    ),
  };
}

let sourceAdmin: Call;
let freshAdmin: Call;
let freshMember: Call;
let freshOrganizationId: string;
let acmeExport: { job: ExportJob; bundle: TransferBundle };

beforeAll(async () => {
  [source, fresh] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  await seedDemoData(source.database.db);
  sourceAdmin = caller(source.app, await signIn(source.app, 'olivia@acme.example', DEMO_PASSWORD));
  acmeExport = await exportOf(sourceAdmin, { scope: 'organization' });

  // The fresh organization: the same people (by email), Olivia its admin, and no work.
  const [organization] = await fresh.database.db
    .insert(organizations)
    .values({ name: 'Acme Again', domain: 'acme-again.example', subscriptionTier: 'enterprise' })
    .returning();
  freshOrganizationId = organization?.id ?? '';
  const { sessions } = await addSignedInPeople(
    fresh,
    acmeExport.bundle.people.map((person) => ({
      name: person.name ?? person.email,
      email: person.email,
      organizationId: freshOrganizationId,
      ...(person.email === 'olivia@acme.example'
        ? { orgRole: 'admin', isOrgAdmin: true, role: 'admin', systemRole: 'admin' }
        : { orgRole: 'member' }),
    })),
  );
  const byEmail = new Map(acmeExport.bundle.people.map((person, index) => [person.email, sessions[index]]));
  freshAdmin = caller(fresh.app, byEmail.get('olivia@acme.example') as TestSession);
  freshMember = caller(fresh.app, byEmail.get('jordan@acme.example') as TestSession);
}, 180_000);

afterAll(async () => {
  await Promise.all([source?.close(), fresh?.close()]);
});

describe('the round trip of the demo organization', () => {
  it('exports Acme, imports it into a fresh organization, and exports the same work back', async () => {
    const counts = acmeExport.job.counts;
    expect(counts).not.toBeNull();
    expect(counts?.projects).toBeGreaterThan(0);
    expect(counts?.tasks).toBeGreaterThan(0);

    const file = { name: 'acme.json', text: JSON.stringify(acmeExport.bundle) };
    const dryRun = await importFile(freshAdmin, 'taskflow', file);
    expect(dryRun.status).toBe('parsed');
    // Everyone is a member of the fresh organization: nothing is left out.
    expect(dryRun.report.people.every((person) => person.outcome === 'member')).toBe(true);
    expect(dryRun.report.skipped).toEqual([]);
    const { people: _people, states: _states, ...planned } = dryRun.report.create;
    const { people: _exportedPeople, states: _exportedStates, ...exported } = counts ?? dryRun.report.create;
    expect(planned).toEqual(exported);

    const done = await runImport(freshAdmin, dryRun._id);
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    expect(done.processed).toBe(done.total);
    expect(done.result?.projectIds).toHaveLength(counts?.projects ?? -1);

    const back = await exportOf(freshAdmin, { scope: 'organization' });
    const { people: _p1, ...againCounts } = back.job.counts ?? {};
    const { people: _p2, ...firstCounts } = counts ?? {};
    expect(againCounts).toEqual(firstCounts);
    // Field by field: every project, state, task (title, description, state, priority, people, dates, estimate,
    // recurrence, completion, creation, labels, checklist, comments with author and time, time entries), relation.
    expect(normalise(back.bundle)).toEqual(normalise(acmeExport.bundle));
  }, 60_000);

  it('downloads the export as a ZIP of one CSV per table', async () => {
    const csv = await sourceAdmin('GET', `/exports/${acmeExport.job._id}/download?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(csv.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(
      [
        'comments.csv',
        'labels.csv',
        'people.csv',
        'projects.csv',
        'relations.csv',
        'states.csv',
        'task_labels.csv',
        'tasks.csv',
        'time_entries.csv',
      ].sort(),
    );
    const tasksCsv = (await zip.file('tasks.csv')?.async('string')) ?? '';
    const rows = tasksCsv.trim().split('\r\n');
    expect(rows[0]).toMatch(/^project_ref,ref,parent_ref,title,/);
    const { tasks: top = 0, subTasks = 0 } = acmeExport.job.counts ?? {};
    // Multi-line descriptions are quoted: count records, not lines, by the task refs that start them.
    const refs = new Set(acmeExport.bundle.projects.flatMap((p) => p.tasks.map((t) => `${p.ref},${t.ref},`)));
    expect(rows.filter((row) => [...refs].some((ref) => row.startsWith(ref)))).toHaveLength(top + subTasks);
  });
});

describe('the CSV importer', () => {
  const acmeLabel = () => acmeExport.bundle.labels[0]?.name ?? 'none';
  const csv = () =>
    [
      'Task name,Notes,Stage,Owner email,Deadline,Tags,Parent',
      `Plan the launch,"Dates, venues",Doing,jordan@acme.example,2027-03-01,"Launch, ${acmeLabel()}",`,
      'Book the venue,,Doing,nobody@elsewhere.example,not a date,Events,Plan the launch',
      'Send invitations,,Finished,,2027-02-20,,Plan the launch',
      ',A row without a title,To do,,,,',
    ].join('\r\n');

  it('suggests a mapping, re-runs the dry run with the user’s, and imports with states, labels and sub-tasks', async () => {
    const job = await importFile(freshAdmin, 'csv', { name: 'Launch plan.csv', text: csv() });
    expect(job.report.columns?.map((column) => column.name)).toEqual([
      'Task name',
      'Notes',
      'Stage',
      'Owner email',
      'Deadline',
      'Tags',
      'Parent',
    ]);
    expect(job.report.columns?.[0]?.sample).toEqual([
      'Plan the launch',
      'Book the venue',
      'Send invitations',
    ]);
    expect(job.report.mapping).toMatchObject({
      title: 'Task name',
      description: 'Notes',
      status: 'Stage',
      assigneeEmail: null,
      dueDate: 'Deadline',
      labels: 'Tags',
      parent: 'Parent',
    });
    expect(job.report.people).toEqual([]);

    const mapped = dataOf<ImportJob>(
      await freshAdmin('PUT', `/imports/${job._id}/mapping`, {
        mapping: { ...job.report.mapping, assigneeEmail: 'Owner email' },
      }),
      200,
    );
    const report = mapped.report;
    expect(report.create).toMatchObject({ projects: 1, tasks: 1, subTasks: 2, labels: 2, taskLabels: 3 });
    // Labels of the workspace are re-used by name (the round trip brought Acme's).
    expect(report.reusedLabels).toEqual([acmeLabel()]);
    expect(report.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'jordan@acme.example', outcome: 'member' }),
        expect.objectContaining({ email: 'nobody@elsewhere.example', outcome: 'unassigned', userId: null }),
      ]),
    );
    const reasons = report.skipped.map((entry) => `${entry.what} | ${entry.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'Line 5 | It has no title',
        'Line 3: due date “not a date” | It is not a date',
        expect.stringMatching(
          /^nobody@elsewhere\.example \| Not a member of this workspace: 1 task stays unassigned/,
        ),
      ]),
    );
    // 'Finished' is a done state, 'Doing' an in-progress one; the workflow gets the categories it lacked.
    expect(report.adjusted.map((entry) => entry.reason)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/State “To do” added/),
        expect.stringMatching(/“Review” added/),
      ]),
    );

    const done = await runImport(freshAdmin, job._id);
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    const [projectId] = done.result?.projectIds ?? [];
    const rows = await fresh.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.projectId, projectId ?? ''));
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    const plan = byTitle.get('Plan the launch');
    expect(plan).toMatchObject({
      description: 'Dates, venues',
      dueDate: '2027-03-01',
      status: 'in-progress',
    });
    const [jordan] = await fresh.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'jordan@acme.example'));
    expect(plan?.assignedTo).toBe(jordan?.id);
    expect(byTitle.get('Book the venue')).toMatchObject({
      parentId: plan?.id,
      assignedTo: null,
      dueDate: null,
    });
    expect(byTitle.get('Send invitations')).toMatchObject({ parentId: plan?.id, status: 'done' });
    expect(byTitle.get('Send invitations')?.completedAt).toBeInstanceOf(Date);
    const [workflow] = await fresh.database.db
      .select()
      .from(projectWorkflows)
      .where(eq(projectWorkflows.projectId, projectId ?? ''));
    // The file's states in their order; the categories it lacks are added where they belong on a board.
    expect(workflow?.states.map((state) => [state.name, state.category])).toEqual([
      ['To do', 'todo'],
      ['Doing', 'in-progress'],
      ['Review', 'review'],
      ['Finished', 'done'],
    ]);
    const made = await fresh.database.db
      .select({ name: labels.name })
      .from(labels)
      .where(and(eq(labels.organizationId, freshOrganizationId), inArray(labels.name, ['Launch', 'Events'])));
    expect(made.map((label) => label.name).sort()).toEqual(['Events', 'Launch']);
  }, 30_000);

  it('asks for a title column when none is mapped', async () => {
    const job = await importFile(freshAdmin, 'csv', { name: 'odd.csv', text: 'a,b\r\n1,2\r\n' });
    expect(job.report.mapping?.title).toBeNull();
    expect(job.report.skipped).toEqual([{ what: 'Every row', reason: TRANSFER_MESSAGES.csvNoTitle }]);
    const refused = await freshAdmin('PUT', `/imports/${job._id}/mapping`, { mapping: { title: null } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(TRANSFER_MESSAGES.csvNoTitle);
  });
});

describe('the dry run of a TaskFlow file', () => {
  it('names people who are not members, relations to missing tasks, cut texts, deep sub-tasks and refs it lacks', async () => {
    const chain = Array.from({ length: 7 }, (_, index) => ({
      ref: `t${index}`,
      parentRef: index === 0 ? null : `t${index - 1}`,
      title: `Level ${index + 1}`,
      stateRef: 'open',
    }));
    const bundle: TransferBundleInput = {
      format: 'taskflow-export',
      version: 1,
      source: 'taskflow',
      people: [{ email: 'stranger@else.example', name: 'Sam Stranger' }],
      labels: [{ ref: 'l1', name: 'Urgent' }],
      projects: [
        {
          ref: 'p1',
          title: 'Checked',
          states: [{ ref: 'open', name: 'Open', category: 'todo' }],
          members: [{ email: 'stranger@else.example', role: 'team-member' }],
          tasks: [
            ...chain,
            {
              ref: 'long',
              title: 'x'.repeat(300),
              stateRef: 'gone',
              labelRefs: ['l1', 'l-missing'],
              assigneeEmail: 'stranger@else.example',
              comments: [{ ref: 'c1', authorEmail: 'stranger@else.example', body: 'Hello' }],
              timeEntries: [
                { ref: 'e1', userEmail: 'stranger@else.example', date: '2026-01-05', durationSeconds: 60 },
              ],
            },
          ],
          relations: [{ fromRef: 't0', toRef: 'nowhere', type: 'blocks' }],
        },
      ],
      skipped: [{ what: 'Attachments', reason: 'Files are not exported' }],
    };
    const job = await importFile(freshAdmin, 'taskflow', {
      name: 'checked.json',
      text: JSON.stringify(bundle),
    });
    const { report } = job;
    expect(report.create).toMatchObject({
      projects: 1,
      tasks: 2,
      subTasks: 6,
      relations: 0,
      comments: 1,
      timeEntries: 0,
    });
    expect(report.people).toEqual([
      {
        email: 'stranger@else.example',
        name: 'Sam Stranger',
        userId: null,
        userName: null,
        outcome: 'unassigned',
      },
    ]);
    const skipped = report.skipped.map((entry) => `${entry.what} | ${entry.reason}`);
    expect(skipped).toEqual(
      expect.arrayContaining([
        'Attachments | Files are not exported',
        'Relation t0 blocks nowhere | One of its tasks is not in the file',
        `Label “l-missing” of “${'x'.repeat(300)}” | The label is not in the file`,
        'stranger@else.example | Not a member of this workspace: 1 task stays unassigned; 1 time entry is left out; 1 comment is written by you; not added to the projects',
      ]),
    );
    const adjusted = report.adjusted.map((entry) => `${entry.what} | ${entry.reason}`);
    expect(adjusted).toEqual(
      expect.arrayContaining([
        'Task titles | Cut to 200 characters',
        'Sub-task “Level 6” | Moved up: sub-tasks go at most 5 levels deep',
        'Sub-task “Level 7” | Moved up: sub-tasks go at most 5 levels deep',
        expect.stringMatching(/^State of “x+” \| Its state is not in the file: it goes to “Open”$/),
      ]),
    );
    const done = await runImport(freshAdmin, job._id);
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    const rows = await fresh.database.db
      .select({ title: tasks.title, parentId: tasks.parentId, id: tasks.id })
      .from(tasks)
      .where(eq(tasks.projectId, done.result?.projectIds[0] ?? ''));
    const id = new Map(rows.map((row) => [row.title, row.id]));
    // Levels 6 and 7 hang under level 4, so they are at level 5.
    expect(rows.find((row) => row.title === 'Level 7')?.parentId).toBe(id.get('Level 4'));
  }, 30_000);
});

describe('who may export and import', () => {
  it('refuses exports, imports and downloads to the wrong callers', async () => {
    // An organization member: no organization or workspace export, no import.
    expect((await freshMember('POST', '/exports', { scope: 'organization' })).statusCode).toBe(403);
    expect((await freshMember('POST', '/exports', { scope: 'workspace' })).statusCode).toBe(403);
    const refusedImport = await upload(freshMember, 'csv', { name: 'a.csv', text: 'Title\r\nA\r\n' });
    expect(refusedImport.statusCode).toBe(403);
    expect(refusedImport.json().error).toBe(TRANSFER_MESSAGES.importDenied);

    // A project export: its owner or a supervisor; not a team member.
    const [project] = await fresh.database.db
      .select({ id: tasks.projectId })
      .from(tasks)
      .where(eq(tasks.organizationId, freshOrganizationId))
      .limit(1);
    const projectId = project?.id ?? '';
    const asMember = await freshMember('POST', '/exports', { scope: 'project', projectId });
    expect([403, 404]).toContain(asMember.statusCode);
    const { job } = await exportOf(freshAdmin, { scope: 'project', projectId });
    expect(job.counts?.projects).toBe(1);

    // Downloads and jobs: the requester's (and an organization export's: its admins').
    expect((await freshMember('GET', `/exports/${job._id}`)).statusCode).toBe(404);
    expect((await freshMember('GET', `/exports/${job._id}/download?format=json`)).statusCode).toBe(404);
    expect((await freshMember('GET', `/exports/${acmeExport.job._id}`)).statusCode).toBe(404);

    const own = await importFile(freshAdmin, 'csv', { name: 'b.csv', text: 'Title\r\nB\r\n' });
    expect((await freshMember('GET', `/imports/${own._id}`)).statusCode).toBe(404);
    expect(
      (await freshMember('PUT', `/imports/${own._id}/mapping`, { mapping: { title: 'Title' } })).statusCode,
    ).toBe(403);
    expect((await freshMember('POST', `/imports/${own._id}/run`, {})).statusCode).toBe(403);
  }, 30_000);

  it('lets an individual export and import their own workspace', async () => {
    const alex = caller(source.app, await signIn(source.app, 'alex@example.com', DEMO_PASSWORD));
    const { bundle, job } = await exportOf(alex, { scope: 'workspace' });
    expect(job.counts?.projects).toBe(bundle.projects.length);
    expect((await alex('POST', '/exports', { scope: 'organization' })).statusCode).toBe(403);
    const dryRun = await importFile(alex, 'csv', {
      name: 'mine.csv',
      text: 'Title,Assignee\r\nMine,alex@example.com\r\n',
    });
    expect(dryRun.report.people).toEqual([
      expect.objectContaining({ email: 'alex@example.com', outcome: 'member' }),
    ]);
    // Olivia's download of Alex's export is refused (not hers, not her organization's).
    expect((await sourceAdmin('GET', `/exports/${job._id}/download`)).statusCode).toBe(404);
  }, 30_000);
});

describe('malformed files', () => {
  it('answers 400 with a message that says what is wrong', async () => {
    const cases: [string, string, string][] = [
      ['taskflow', '{not json', 'This file is not valid JSON'],
      ['taskflow', '{"hello":1}', TRANSFER_MESSAGES.notTaskflowExport],
      [
        'taskflow',
        JSON.stringify({
          format: 'taskflow-export',
          version: 1,
          source: 'taskflow',
          projects: [{ ref: 'p' }],
        }),
        TRANSFER_MESSAGES.badTaskflowExport(
          'projects.0.title: Invalid input: expected string, received undefined',
        ),
      ],
      ['csv', '"unterminated,quote\r\nx', TRANSFER_MESSAGES.badCsv('Quoted field unterminated (row 0)')],
      ['csv', 'Title\r\n', TRANSFER_MESSAGES.badCsv('it has no rows')],
    ];
    for (const [sourceName, text, message] of cases) {
      const response = await upload(freshAdmin, sourceName, { name: 'bad', text });
      expect(response.statusCode, `${sourceName}: ${text}`).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const noFile = await upload(freshAdmin, 'csv', null);
    expect(noFile.json().error).toBe(TRANSFER_MESSAGES.noFile);
    const badSource = await upload(freshAdmin, 'excel', { name: 'x', text: 'x' });
    expect(badSource.json().error).toBe(TRANSFER_MESSAGES.badSource);
  });
});
