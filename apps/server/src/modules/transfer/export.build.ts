import {
  statesOrDefault,
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  type TransferBundle,
  type TransferCounts,
  type TransferProject,
  type TransferTask,
} from '@app/domain';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  labels,
  organizations,
  projectMembers,
  projects,
  projectWorkflows,
  taskComments,
  taskLabels,
  taskRelations,
  tasks,
  timeEntries,
  users,
} from '../../db/schema';
import { emptyCounts } from './import.plan';

// The export: a workspace's projects (or one project) as the transfer bundle, read with one query per table and
// the stored ids as refs. docs/export-format.md describes every field.

export interface ExportSource {
  scope: 'organization' | 'project' | 'workspace';
  organizationId: string | null;
  projectId: string | null;
  requestedBy: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Reads in chunks (a long `in (...)` list is split). */
async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < ids.length; start += 1000)
    out.push(...(await read(ids.slice(start, start + 1000))));
  return out;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** The bundle of an export, and what it holds. */
export async function buildExport(
  db: AppDb,
  source: ExportSource,
  onProgress?: (percent: number) => Promise<void>,
): Promise<{ bundle: TransferBundle; counts: TransferCounts }> {
  const projectRows = await db
    .select()
    .from(projects)
    .where(
      source.scope === 'project'
        ? eq(projects.id, source.projectId ?? '')
        : source.scope === 'organization'
          ? eq(projects.organizationId, source.organizationId ?? '')
          : and(isNull(projects.organizationId), eq(projects.ownerId, source.requestedBy)),
    )
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const projectIds = projectRows.map((row) => row.id);

  const memberRows = await inChunks(projectIds, (chunk) =>
    db.select().from(projectMembers).where(inArray(projectMembers.projectId, chunk)),
  );
  const workflowRows = await inChunks(projectIds, (chunk) =>
    db.select().from(projectWorkflows).where(inArray(projectWorkflows.projectId, chunk)),
  );
  const taskRows = await inChunks(projectIds, (chunk) =>
    db
      .select()
      .from(tasks)
      .where(inArray(tasks.projectId, chunk))
      .orderBy(asc(tasks.createdAt), asc(tasks.id)),
  );
  await onProgress?.(30);
  const taskIds = taskRows.map((row) => row.id);
  const labelLinks = await inChunks(taskIds, (chunk) =>
    db.select().from(taskLabels).where(inArray(taskLabels.taskId, chunk)),
  );
  const relationRows = await inChunks(taskIds, (chunk) =>
    db
      .select()
      .from(taskRelations)
      .where(or(inArray(taskRelations.fromTaskId, chunk), inArray(taskRelations.toTaskId, chunk))),
  );
  const commentRows = await inChunks(taskIds, (chunk) =>
    db
      .select()
      .from(taskComments)
      .where(inArray(taskComments.taskId, chunk))
      .orderBy(asc(taskComments.createdAt), asc(taskComments.id)),
  );
  const timeRows = await inChunks(taskIds, (chunk) =>
    db
      .select()
      .from(timeEntries)
      .where(inArray(timeEntries.taskId, chunk))
      .orderBy(asc(timeEntries.workedOn), asc(timeEntries.id)),
  );
  await onProgress?.(60);

  // Labels: the workspace's (every one, for an organization or workspace; those its tasks carry, for a project).
  const usedLabelIds = [...new Set(labelLinks.map((link) => link.labelId))];
  const labelRows =
    source.scope === 'project'
      ? await inChunks(usedLabelIds, (chunk) => db.select().from(labels).where(inArray(labels.id, chunk)))
      : await db
          .select()
          .from(labels)
          .where(
            source.scope === 'organization'
              ? eq(labels.organizationId, source.organizationId ?? '')
              : and(isNull(labels.organizationId), eq(labels.ownerId, source.requestedBy)),
          )
          .orderBy(asc(labels.name));

  // People: everyone the bundle names, and for an organization every member.
  const personIds = new Set<string>();
  for (const row of projectRows) personIds.add(row.ownerId);
  for (const row of memberRows) personIds.add(row.userId);
  for (const row of taskRows) {
    personIds.add(row.createdBy);
    if (row.assignedTo) personIds.add(row.assignedTo);
  }
  for (const row of commentRows) personIds.add(row.authorId);
  for (const row of timeRows) personIds.add(row.userId);
  const personRows = await inChunks([...personIds], (chunk) =>
    db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, chunk)),
  );
  if (source.scope === 'organization' && source.organizationId) {
    const colleagues = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.organizationId, source.organizationId));
    for (const person of colleagues) if (!personIds.has(person.id)) personRows.push(person);
  }
  const emailOf = new Map(personRows.map((row) => [row.id, row.email.toLowerCase()]));
  const email = (id: string | null) => (id ? (emailOf.get(id) ?? null) : null);

  const labelIdsOf = new Map<string, string[]>();
  for (const link of labelLinks)
    labelIdsOf.set(link.taskId, [...(labelIdsOf.get(link.taskId) ?? []), link.labelId]);
  const commentsOf = groupBy(commentRows, (row) => row.taskId);
  const timeOf = groupBy(timeRows, (row) => row.taskId);
  const tasksOf = groupBy(taskRows, (row) => row.projectId ?? '');
  const membersOf = groupBy(memberRows, (row) => row.projectId);
  const workflowOf = new Map(workflowRows.map((row) => [row.projectId, row.states]));
  const projectOfTask = new Map(taskRows.map((row) => [row.id, row.projectId ?? '']));
  const skipped: TransferBundle['skipped'] = [];

  const bundleProjects: TransferProject[] = projectRows.map((project) => {
    const states = statesOrDefault(workflowOf.get(project.id));
    const projectTasks: TransferTask[] = (tasksOf.get(project.id) ?? []).map((task) => ({
      ref: task.id,
      parentRef: task.parentId && projectOfTask.get(task.parentId) === project.id ? task.parentId : null,
      title: task.title,
      description: task.description,
      stateRef: task.state ?? task.status,
      priority: task.priority as TransferTask['priority'],
      assigneeEmail: email(task.assignedTo),
      createdByEmail: email(task.createdBy),
      startDate: task.startDate,
      dueDate: task.dueDate,
      estimate: task.estimate,
      recurrence: task.recurrence,
      completedAt: iso(task.completedAt),
      createdAt: iso(task.createdAt),
      labelRefs: labelIdsOf.get(task.id) ?? [],
      checklist: task.checklist.map((item) => ({ text: item.text, done: item.done })),
      comments: (commentsOf.get(task.id) ?? []).map((comment) => ({
        ref: comment.id,
        authorEmail: email(comment.authorId),
        body: comment.text,
        createdAt: iso(comment.createdAt),
      })),
      timeEntries: (timeOf.get(task.id) ?? []).map((entry) => ({
        ref: entry.id,
        userEmail: email(entry.userId) ?? '',
        date: entry.workedOn,
        durationSeconds: entry.durationSeconds,
        note: entry.note,
        billable: entry.billable,
      })),
    }));
    const relations = relationRows
      .filter((relation) => projectOfTask.get(relation.fromTaskId) === project.id)
      .flatMap((relation) => {
        if (!projectOfTask.has(relation.toTaskId)) {
          skipped.push({
            what: `Relation ${relation.fromTaskId} ${relation.type} ${relation.toTaskId}`,
            reason: 'Its other task is not in this export',
          });
          return [];
        }
        return [
          {
            fromRef: relation.fromTaskId,
            toRef: relation.toTaskId,
            type: relation.type as TransferProject['relations'][number]['type'],
          },
        ];
      });
    return {
      ref: project.id,
      title: project.title,
      description: project.description,
      status: project.status,
      priority: project.priority as TransferProject['priority'],
      budget: project.budget,
      startDate: project.startDate,
      dueDate: project.dueDate,
      ownerEmail: email(project.ownerId),
      members: (membersOf.get(project.id) ?? []).map((member) => ({
        email: email(member.userId) ?? '',
        role: member.role,
      })),
      states: states.map((state) => ({
        ref: state.id,
        name: state.name,
        category: state.category,
        color: /^#[0-9a-fA-F]{6}$/.test(state.color) ? state.color : null,
      })),
      tasks: projectTasks,
      relations,
    };
  });
  // Relations into the export from a task outside it (read from `to`).
  for (const relation of relationRows) {
    if (!projectOfTask.has(relation.fromTaskId))
      skipped.push({
        what: `Relation ${relation.fromTaskId} ${relation.type} ${relation.toTaskId}`,
        reason: 'Its other task is not in this export',
      });
  }

  let organization: TransferBundle['organization'] = null;
  if (source.organizationId && source.scope === 'organization') {
    const [row] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, source.organizationId));
    organization = row ? { name: row.name } : null;
  }

  const bundle: TransferBundle = {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    source: 'taskflow',
    exportedAt: new Date().toISOString(),
    organization,
    people: personRows
      .map((row) => ({ email: row.email.toLowerCase(), name: row.name }))
      .sort((a, b) => a.email.localeCompare(b.email)),
    labels: labelRows.map((label) => ({
      ref: label.id,
      name: label.name,
      color: /^#[0-9a-fA-F]{6}$/.test(label.color) ? label.color : null,
    })),
    projects: bundleProjects,
    skipped,
  };
  return { bundle, counts: countBundle(bundle) };
}

/** What a bundle holds, kind by kind. */
export function countBundle(bundle: TransferBundle): TransferCounts {
  const counts = emptyCounts();
  counts.projects = bundle.projects.length;
  counts.labels = bundle.labels.length;
  counts.people = bundle.people.length;
  for (const project of bundle.projects) {
    counts.states += project.states.length;
    counts.relations += project.relations.length;
    for (const task of project.tasks) {
      if (task.parentRef) counts.subTasks += 1;
      else counts.tasks += 1;
      counts.taskLabels += task.labelRefs.length;
      counts.comments += task.comments.length;
      counts.timeEntries += task.timeEntries.length;
      counts.checklistItems += task.checklist.length;
    }
  }
  return counts;
}
