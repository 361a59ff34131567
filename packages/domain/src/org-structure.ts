import { canDoOrgAction, type OrgAction, type OrgActor } from './org-policy';
import type { RoleSubject } from './permissions';

// What the departments and teams screens may offer a viewer, asked of the same policy the server's
// routes ask (decideOrgAction), with the same target department for each action as the server's service names.
// Zod-free, so the screens load no schema for it.

/** A department as the tree answer holds it: enough to know its place and its managers. */
export interface StructureDepartment {
  _id: string;
  parentId: string | null;
  managers: readonly { _id: string }[];
  children?: readonly StructureDepartment[];
}

/** The departments of a tree, parents before children. */
export function flattenDepartments<T extends { children?: readonly T[] }>(roots: readonly T[]): T[] {
  return roots.flatMap((root) => [root, ...flattenDepartments(root.children ?? [])]);
}

/** Each department's parent, as the policy reads the tree. */
export function departmentParentMap(
  flat: readonly Pick<StructureDepartment, '_id' | 'parentId'>[],
): Map<string, string | null> {
  return new Map(flat.map((department) => [department._id, department.parentId]));
}

/** The department and every department below it: where it may not be moved. */
export function departmentSubtreeIds(
  id: string,
  flat: readonly Pick<StructureDepartment, '_id' | 'parentId'>[],
): Set<string> {
  const inside = new Set([id]);
  // Parents come before children in a flattened tree, but a second pass costs nothing and needs no order.
  let grew = true;
  while (grew) {
    grew = false;
    for (const department of flat) {
      if (department.parentId && inside.has(department.parentId) && !inside.has(department._id)) {
        inside.add(department._id);
        grew = true;
      }
    }
  }
  return inside;
}

/** Each department's path from the top ('Engineering / Platform'), to tell departments apart in a list. */
export function departmentPathLabels(
  flat: readonly (Pick<StructureDepartment, '_id' | 'parentId'> & { name: string })[],
): Map<string, string> {
  const byId = new Map(flat.map((department) => [department._id, department]));
  const labels = new Map<string, string>();
  for (const department of flat) {
    const names: string[] = [];
    const seen = new Set<string>();
    let current: (typeof flat)[number] | undefined = department;
    // A damaged tree (a cycle) stops the walk rather than looping.
    while (current && !seen.has(current._id)) {
      seen.add(current._id);
      names.unshift(current.name);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    labels.set(department._id, names.join(' / '));
  }
  return labels;
}

/** The actions the departments screen offers on one department. */
export interface DepartmentAccess {
  rename: boolean;
  addChild: boolean;
  move: boolean;
  assignManagers: boolean;
  remove: boolean;
}

/** What one viewer may do to an organization's departments and teams. */
export interface OrgStructureAccess {
  /** The viewer as the policy sees them, with the departments they manage (read from the tree's managers). */
  actor: OrgActor;
  /** Create a top-level department (organization admins). */
  createTopLevel: boolean;
  /** Whether anything at all may be changed: the screen shows its controls only then. */
  managesAnything: boolean;
  department(id: string): DepartmentAccess;
  /** Where a department may go: null for the top level, else a department id. Empty: it may not move. */
  moveTargets(id: string): (string | null)[];
  /** The departments a new team may be put in (null: none). */
  teamDepartments(): (string | null)[];
  /** Whether a team of this department may be changed and deleted. */
  team(departmentId: string | null): boolean;
}

/**
 * The viewer's rights over the structure of their organization. Renaming a department is for its managers and
 * above; moving it, setting its managers and deleting it are for the managers of its parent and above (the
 * server checks the same departments); a move needs rights over the new parent too.
 */
export function orgStructureAccess(
  user: (RoleSubject & { _id: string }) | null | undefined,
  organizationId: string | null | undefined,
  departments: readonly StructureDepartment[],
): OrgStructureAccess {
  const flat = flattenDepartments(departments);
  const parents = departmentParentMap(flat);
  const managed = user
    ? flat.filter((item) => item.managers.some((manager) => manager._id === user._id)).map((item) => item._id)
    : [];
  const actor: OrgActor = { ...user, managedDepartmentIds: managed };
  const can = (action: OrgAction, departmentId: string | null) =>
    Boolean(user) &&
    canDoOrgAction(actor, action, { organizationId, departmentId, departmentParents: parents });
  const parentOf = (id: string) => parents.get(id) ?? null;
  const moveTargets = (id: string): (string | null)[] => {
    if (!can('department.update', parentOf(id))) return [];
    const inside = departmentSubtreeIds(id, flat);
    const targets: (string | null)[] = can('department.update', null) ? [null] : [];
    for (const item of flat) {
      if (!inside.has(item._id) && can('department.update', item._id)) targets.push(item._id);
    }
    // Staying where it is is no move.
    return targets.filter((target) => target !== parentOf(id));
  };
  const department = (id: string): DepartmentAccess => ({
    rename: can('department.update', id),
    addChild: can('department.create', id),
    move: moveTargets(id).length > 0,
    assignManagers: can('department.update', parentOf(id)),
    remove: can('department.delete', parentOf(id)),
  });
  const teamDepartments = (): (string | null)[] => [
    ...(can('team.create', null) ? [null] : []),
    ...flat.filter((item) => can('team.create', item._id)).map((item) => item._id),
  ];
  return {
    actor,
    createTopLevel: can('department.create', null),
    managesAnything:
      can('department.create', null) || flat.some((item) => can('department.update', item._id)),
    department,
    moveTargets,
    teamDepartments,
    team: (departmentId) => can('team.update', departmentId),
  };
}
