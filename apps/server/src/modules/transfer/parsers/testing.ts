import { type TransferBundle, TransferBundleSchema } from '@app/domain';
import { expect } from 'vitest';

/** What every parser's bundle holds to: the schema accepts it, refs are unique and every ref points somewhere. */
export function expectWellFormed(bundle: TransferBundle): void {
  expect(TransferBundleSchema.parse(bundle)).toEqual(bundle);
  const labelRefs = new Set(bundle.labels.map((label) => label.ref));
  expect(labelRefs.size).toBe(bundle.labels.length);
  const tasks = bundle.projects.flatMap((project) => project.tasks);
  const taskRefs = new Set(tasks.map((task) => task.ref));
  expect(taskRefs.size).toBe(tasks.length);
  const comments = tasks.flatMap((task) => task.comments.map((comment) => comment.ref));
  expect(new Set(comments).size).toBe(comments.length);
  for (const project of bundle.projects) {
    const stateRefs = new Set(project.states.map((state) => state.ref));
    expect(stateRefs.size).toBe(project.states.length);
    const ownRefs = new Set(project.tasks.map((task) => task.ref));
    for (const task of project.tasks) {
      expect(stateRefs.has(task.stateRef), `state of ${task.ref}`).toBe(true);
      if (task.parentRef) expect(ownRefs.has(task.parentRef), `parent of ${task.ref}`).toBe(true);
      for (const ref of task.labelRefs) expect(labelRefs.has(ref), `label ${ref}`).toBe(true);
    }
    for (const relation of project.relations) {
      expect(taskRefs.has(relation.fromRef) && taskRefs.has(relation.toRef)).toBe(true);
    }
  }
}

/** The skipped entry whose 'what' matches, for an assertion on it. */
export function skippedEntry(bundle: TransferBundle, what: RegExp) {
  return bundle.skipped.find((entry) => what.test(entry.what));
}
