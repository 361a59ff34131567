import { describe, expect, it } from 'vitest';
import { taskPermissions } from './project';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const PROJECT = 'cccccccccccccccccccccccc';

describe('taskPermissions', () => {
  it('lets the creator manage a task without a project and its assignee move it and comment', () => {
    expect(taskPermissions({ projectId: null, createdBy: ME, assignedTo: OTHER }, ME, null)).toMatchObject({
      canManage: true,
      canUpdateStatus: true,
      canComment: true,
    });
    expect(taskPermissions({ projectId: null, createdBy: OTHER, assignedTo: ME }, ME, null)).toEqual({
      canManage: false,
      canAssign: false,
      canUpdateStatus: true,
      canComment: true,
      statusLimitedToOwn: false,
    });
  });

  it('follows the project role, team members moving only their own or unassigned tasks', () => {
    const theirs = { projectId: PROJECT, createdBy: OTHER, assignedTo: OTHER };
    expect(taskPermissions(theirs, ME, 'team-lead')).toMatchObject({
      canManage: true,
      canUpdateStatus: true,
    });
    expect(taskPermissions(theirs, ME, 'team-member')).toMatchObject({
      canManage: false,
      canUpdateStatus: false,
      canComment: true,
      statusLimitedToOwn: true,
    });
    expect(taskPermissions({ ...theirs, assignedTo: null }, ME, 'team-member').canUpdateStatus).toBe(true);
    expect(taskPermissions(theirs, ME, 'viewer')).toMatchObject({
      canUpdateStatus: false,
      canComment: false,
      statusLimitedToOwn: false,
    });
  });
});
