import { describe, expect, it } from 'vitest';
import {
  departmentPathLabels,
  departmentSubtreeIds,
  flattenDepartments,
  orgStructureAccess,
  type StructureDepartment,
} from './org-structure';

const ORG = 'a'.repeat(24);
// Engineering (managed by Dana) > Platform > Tools; Marketing.
const ENG = '1'.repeat(24);
const PLATFORM = '2'.repeat(24);
const TOOLS = '4'.repeat(24);
const MARKETING = '3'.repeat(24);
const DANA = 'd'.repeat(24);

const tree: StructureDepartment[] = [
  {
    _id: ENG,
    parentId: null,
    managers: [{ _id: DANA }],
    children: [
      {
        _id: PLATFORM,
        parentId: ENG,
        managers: [],
        children: [{ _id: TOOLS, parentId: PLATFORM, managers: [], children: [] }],
      },
    ],
  },
  { _id: MARKETING, parentId: null, managers: [], children: [] },
];

const admin = { _id: 'e'.repeat(24), organizationId: ORG, orgRole: 'org_admin', isOrgAdmin: true } as const;
const dana = { _id: DANA, organizationId: ORG, orgRole: 'dept_manager', isDeptManager: true } as const;
const member = { _id: 'f'.repeat(24), organizationId: ORG, orgRole: 'member' } as const;

describe('orgStructureAccess', () => {
  it('lets an organization admin do everything, moving a department anywhere but inside itself', () => {
    const access = orgStructureAccess(admin, ORG, tree);
    expect(access.createTopLevel).toBe(true);
    expect(access.department(ENG)).toEqual({
      rename: true,
      addChild: true,
      move: true,
      assignManagers: true,
      remove: true,
    });
    expect(access.moveTargets(ENG)).toEqual([MARKETING]);
    expect(access.moveTargets(PLATFORM)).toEqual([null, MARKETING]);
    expect(access.teamDepartments()).toEqual([null, ENG, PLATFORM, TOOLS, MARKETING]);
  });

  it('lets a manager rename and extend their department, and change only what lies below it', () => {
    const access = orgStructureAccess(dana, ORG, tree);
    expect(access.actor.managedDepartmentIds).toEqual([ENG]);
    expect(access.createTopLevel).toBe(false);
    expect(access.managesAnything).toBe(true);
    // Engineering itself hangs from the organization: moving it, its managers and deleting it are the admins'.
    expect(access.department(ENG)).toEqual({
      rename: true,
      addChild: true,
      move: false,
      assignManagers: false,
      remove: false,
    });
    expect(access.department(TOOLS)).toEqual({
      rename: true,
      addChild: true,
      move: true,
      assignManagers: true,
      remove: true,
    });
    // Within Engineering only, never to the top level or to Marketing.
    expect(access.moveTargets(TOOLS)).toEqual([ENG]);
    expect(access.department(MARKETING)).toEqual({
      rename: false,
      addChild: false,
      move: false,
      assignManagers: false,
      remove: false,
    });
    expect(access.teamDepartments()).toEqual([ENG, PLATFORM, TOOLS]);
    expect(access.team(PLATFORM)).toBe(true);
    expect(access.team(MARKETING)).toBe(false);
    expect(access.team(null)).toBe(false);
  });

  it('gives a member nothing to change, and nobody anything in another organization', () => {
    const access = orgStructureAccess(member, ORG, tree);
    expect(access.managesAnything).toBe(false);
    expect(access.teamDepartments()).toEqual([]);
    expect(access.department(ENG).rename).toBe(false);
    const elsewhere = orgStructureAccess(admin, 'b'.repeat(24), tree);
    expect(elsewhere.createTopLevel).toBe(false);
    expect(elsewhere.department(ENG).rename).toBe(false);
    expect(orgStructureAccess(null, ORG, tree).managesAnything).toBe(false);
  });
});

describe('department helpers', () => {
  it('flattens parents before children and finds a subtree', () => {
    expect(flattenDepartments(tree).map((item) => item._id)).toEqual([ENG, PLATFORM, TOOLS, MARKETING]);
    expect([...departmentSubtreeIds(ENG, flattenDepartments(tree))].sort()).toEqual(
      [ENG, PLATFORM, TOOLS].sort(),
    );
    const named = flattenDepartments(tree).map((item, index) => ({ ...item, name: `D${index}` }));
    expect(departmentPathLabels(named).get(TOOLS)).toBe('D0 / D1 / D2');
  });
});
