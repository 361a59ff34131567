import { describe, expect, it } from 'vitest';
import { IdSchema, isProjectId, projectIdFromPath } from './ids';

const ID = '0123456789abcdef01234567';

describe('IdSchema', () => {
  it('accepts 24 lowercase hex characters only', () => {
    expect(IdSchema.parse(ID)).toBe(ID);
    expect(IdSchema.safeParse(ID.toUpperCase()).success).toBe(false);
    expect(IdSchema.safeParse(ID.slice(1)).success).toBe(false);
    expect(IdSchema.safeParse(`${ID}0`).success).toBe(false);
    expect(IdSchema.safeParse('zzzzzzzzzzzzzzzzzzzzzzzz').success).toBe(false);
  });
});

describe('isProjectId', () => {
  it('checks 24 hex characters, in either case', () => {
    expect(isProjectId(ID)).toBe(true);
    expect(isProjectId(ID.toUpperCase())).toBe(true);
    expect(isProjectId('create')).toBe(false);
    expect(isProjectId(`${ID}a`)).toBe(false);
    expect(isProjectId(42)).toBe(false);
    expect(isProjectId(undefined)).toBe(false);
  });
});

describe('projectIdFromPath (spec 2.8)', () => {
  it('finds the id after /projects/', () => {
    expect(projectIdFromPath(`/projects/${ID}`)).toBe(ID);
    expect(projectIdFromPath(`/projects/${ID}/edit`)).toBe(ID);
    expect(projectIdFromPath(`/projects/${ID}/tasks/create`)).toBe(ID);
  });

  it('is undefined elsewhere', () => {
    expect(projectIdFromPath('/projects')).toBeUndefined();
    expect(projectIdFromPath('/projects/create')).toBeUndefined();
    expect(projectIdFromPath(`/projects/${ID}0`)).toBeUndefined();
    expect(projectIdFromPath(`/tasks/${ID}`)).toBeUndefined();
    expect(projectIdFromPath('/dashboard')).toBeUndefined();
  });
});
