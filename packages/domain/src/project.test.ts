import { describe, expect, it } from 'vitest';
import { isFixedProjectMember, PROJECT_MEMBER_ROLES } from './project';

describe('isFixedProjectMember', () => {
  it('holds for the owner only', () => {
    expect(isFixedProjectMember({ role: 'owner' })).toBe(true);
    for (const role of PROJECT_MEMBER_ROLES) expect(isFixedProjectMember({ role })).toBe(false);
  });
});
