import { describe, expect, it } from 'vitest';
import type { ProjectAccessRole } from './project';
import {
  canEditSavedView,
  canSeeSavedView,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_MAX,
  SavedViewCreatePayloadSchema,
  type SavedViewFacts,
  SavedViewListQuerySchema,
  SavedViewUpdatePayloadSchema,
} from './saved-views';

const ACME = 'a'.repeat(24);
const GLOBEX = 'b'.repeat(24);
const PROJECT = 'c'.repeat(24);

const owner = { id: 'owner', organizationId: ACME, isOrgAdmin: false };
const colleague = { id: 'colleague', organizationId: ACME, isOrgAdmin: false };
const acmeAdmin = { id: 'admin', organizationId: ACME, isOrgAdmin: true };
const globexAdmin = { id: 'grace', organizationId: GLOBEX, isOrgAdmin: true };
const individual = { id: 'ivy', organizationId: null, isOrgAdmin: false };

const view = (fields: Partial<SavedViewFacts> = {}): SavedViewFacts => ({
  ownerId: owner.id,
  shared: true,
  organizationId: ACME,
  projectId: null,
  ...fields,
});

describe('canSeeSavedView', () => {
  it('shows a view to its owner whatever its sharing', () => {
    expect(canSeeSavedView(owner, view({ shared: false }))).toBe(true);
    expect(canSeeSavedView(individual, view({ ownerId: 'ivy', organizationId: null, shared: true }))).toBe(
      true,
    );
  });

  it('shows a shared view of /tasks to the members of its organization only', () => {
    expect(canSeeSavedView(colleague, view())).toBe(true);
    expect(canSeeSavedView(globexAdmin, view())).toBe(false);
    expect(canSeeSavedView(individual, view())).toBe(false);
    expect(canSeeSavedView(colleague, view({ shared: false }))).toBe(false);
  });

  it('shows a shared project view to whoever can see the project', () => {
    const projectView = view({ projectId: PROJECT });
    expect(canSeeSavedView(colleague, projectView, 'viewer')).toBe(true);
    expect(canSeeSavedView(globexAdmin, projectView, 'team-member')).toBe(true);
    expect(canSeeSavedView(colleague, projectView, null)).toBe(false);
    expect(canSeeSavedView(colleague, view({ projectId: PROJECT, shared: false }), 'owner')).toBe(false);
  });

  it("never shares an individual's view, whatever `shared` says", () => {
    const own = view({ ownerId: 'ivy', organizationId: null, projectId: PROJECT });
    expect(canSeeSavedView(colleague, own, 'supervisor')).toBe(false);
    expect(canSeeSavedView(colleague, { ...own, projectId: null })).toBe(false);
  });
});

describe('canEditSavedView', () => {
  it('lets the owner edit, private or shared', () => {
    expect(canEditSavedView(owner, view({ shared: false }))).toBe(true);
    expect(canEditSavedView(owner, view())).toBe(true);
  });

  it("lets an admin of the view's organization edit a shared view, not a private one", () => {
    expect(canEditSavedView(acmeAdmin, view())).toBe(true);
    expect(canEditSavedView(acmeAdmin, view({ shared: false }))).toBe(false);
    expect(canEditSavedView(globexAdmin, view())).toBe(false);
    expect(canEditSavedView(colleague, view())).toBe(false);
  });

  it("lets the project's managers (owner, supervisor) edit a shared project view, not its other members", () => {
    const projectView = view({ projectId: PROJECT });
    const editors = (
      ['owner', 'supervisor', 'team-lead', 'team-member', 'viewer'] as ProjectAccessRole[]
    ).filter((role) => canEditSavedView(colleague, projectView, role));
    expect(editors).toEqual(['owner', 'supervisor']);
    expect(canEditSavedView(colleague, view({ projectId: PROJECT, shared: false }), 'owner')).toBe(false);
    expect(canEditSavedView(colleague, projectView, null)).toBe(false);
  });
});

describe('the saved view payloads', () => {
  it('trims the name and the filter, and defaults to a private view of /tasks', () => {
    expect(
      SavedViewCreatePayloadSchema.parse({ name: '  Urgent ', query: ' priority:urgent ', layout: 'board' }),
    ).toEqual({ name: 'Urgent', query: 'priority:urgent', layout: 'board', shared: false, projectId: null });
  });

  it('refuses a blank or long name, a long filter and an unknown layout with their messages', () => {
    const messages = (input: unknown) =>
      SavedViewCreatePayloadSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ name: '  ', query: '', layout: 'list' })).toEqual([SAVED_VIEW_MESSAGES.nameRequired]);
    expect(messages({ name: 'x'.repeat(81), query: '', layout: 'list' })).toEqual([
      SAVED_VIEW_MESSAGES.nameTooLong,
    ]);
    expect(messages({ name: 'x', query: 'y'.repeat(501), layout: 'list' })).toEqual([
      SAVED_VIEW_MESSAGES.queryTooLong,
    ]);
    expect(messages({ name: 'x', query: '', layout: 'gantt' })).toEqual([SAVED_VIEW_MESSAGES.unknownLayout]);
  });

  it('updates any of the fields but never the place', () => {
    expect(SavedViewUpdatePayloadSchema.parse({ shared: true })).toEqual({ shared: true });
    expect(
      SavedViewUpdatePayloadSchema.safeParse({ projectId: PROJECT }).error?.issues.map(
        (issue) => issue.message,
      ),
    ).toEqual([SAVED_VIEW_MESSAGES.fixedPlace]);
  });

  it('lists by an optional project id, and states its limit in the message', () => {
    expect(SavedViewListQuerySchema.parse({})).toEqual({});
    expect(SavedViewListQuerySchema.safeParse({ projectId: 'nope' }).success).toBe(false);
    expect(SAVED_VIEW_MESSAGES.limit).toContain(String(SAVED_VIEWS_MAX));
  });
});
