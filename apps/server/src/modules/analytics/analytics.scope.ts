import {
  ANALYTICS_MESSAGES,
  type AnalyticsQuery,
  type AnalyticsScopeSummary,
  analyticsDepartmentIds,
  analyticsRefusalMessage,
  analyticsScopeOf,
  departmentSubtreeIds,
  isAnalyticsRefusal,
} from '@app/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  departmentManagers,
  departments,
  organizations,
  projectMembers,
  projects,
  teams,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import type { CurrentUser } from '../auth';
import { requireOrganizationFeature } from '../billing';

/**
 * The tasks one answer covers, resolved from the viewer and the filters (docs/analytics.md):
 * - `projectIds` null: every task of `organizationId` (with or without a project);
 * - otherwise the tasks of those projects (a department manager's, an individual's, or what a filter kept).
 * `members` limits the workload to the people of the scope: the organization's, the departments' or anyone's.
 */
export interface ResolvedAnalyticsScope {
  summary: AnalyticsScopeSummary;
  organizationId: string | null;
  projectIds: string[] | null;
  members: { organizationId: string } | { departmentIds: string[] } | null;
  options: {
    projects: { _id: string; title: string }[];
    departments: { _id: string; name: string }[];
    teams: { _id: string; name: string }[];
  };
}

interface ProjectOption {
  id: string;
  title: string;
  departmentId: string | null;
  teamId: string | null;
}

/** What each query of the scope's projects reads: a {@link ProjectOption}. */
const PROJECT_OPTION_COLUMNS = {
  id: projects.id,
  title: projects.title,
  departmentId: projects.departmentId,
  teamId: projects.teamId,
};
/** The projects in the order the filter offers them. */
const PROJECTS_BY_TITLE = [asc(projects.title), asc(projects.id)] as const;

/** Resolves who sees what for this call: 403 for a caller without analytics or a filter outside their scope. */
export async function resolveAnalyticsScope(
  db: AppDb,
  user: CurrentUser,
  query: Pick<AnalyticsQuery, 'organization' | 'projectId' | 'departmentId' | 'teamId'>,
): Promise<ResolvedAnalyticsScope> {
  const managed = await db
    .select({ departmentId: departmentManagers.departmentId })
    .from(departmentManagers)
    .where(eq(departmentManagers.userId, user.id));
  const scope = analyticsScopeOf(
    { ...user, managedDepartmentIds: managed.map((row) => row.departmentId) },
    query.organization,
  );
  if (isAnalyticsRefusal(scope)) throw new AppError(403, analyticsRefusalMessage(scope));

  if (scope.kind === 'personal') {
    const own = await db
      .select(PROJECT_OPTION_COLUMNS)
      .from(projects)
      .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
      .where(and(eq(projectMembers.userId, scope.userId), isNull(projects.organizationId)))
      .orderBy(...PROJECTS_BY_TITLE);
    return narrow(
      {
        summary: { kind: 'personal', organizationId: null, organizationName: null, departmentIds: [] },
        organizationId: null,
        projectIds: own.map((project) => project.id),
        members: null,
        options: { projects: own.map(projectOption), departments: [], teams: [] },
      },
      own,
      [],
      [],
      query,
    );
  }

  const organizationId = scope.organizationId;
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!organization) throw new AppError(404, 'Organization not found');
  await requireOrganizationFeature(db, user, organizationId, 'analytics');

  const [allDepartments, allTeams] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
      .from(departments)
      .where(eq(departments.organizationId, organizationId))
      .orderBy(asc(departments.name), asc(departments.id)),
    db
      .select({ id: teams.id, name: teams.name, departmentId: teams.departmentId })
      .from(teams)
      .where(eq(teams.organizationId, organizationId))
      .orderBy(asc(teams.name), asc(teams.id)),
  ]);
  const tree = allDepartments.map((department) => ({ ...department, _id: department.id }));

  if (scope.kind === 'organization') {
    const orgProjects = await db
      .select(PROJECT_OPTION_COLUMNS)
      .from(projects)
      .where(eq(projects.organizationId, organizationId))
      .orderBy(...PROJECTS_BY_TITLE);
    return narrow(
      {
        summary: {
          kind: 'organization',
          organizationId,
          organizationName: organization.name,
          departmentIds: [],
        },
        organizationId,
        projectIds: null,
        members: { organizationId },
        options: {
          projects: orgProjects.map(projectOption),
          departments: allDepartments.map(namedOption),
          teams: allTeams.map(namedOption),
        },
      },
      orgProjects,
      tree,
      allTeams,
      query,
    );
  }

  const departmentIds = analyticsDepartmentIds(scope.managedDepartmentIds, tree);
  const inside = new Set(departmentIds);
  const scopeProjects =
    departmentIds.length === 0
      ? []
      : await db
          .select(PROJECT_OPTION_COLUMNS)
          .from(projects)
          .where(
            and(eq(projects.organizationId, organizationId), inArray(projects.departmentId, departmentIds)),
          )
          .orderBy(...PROJECTS_BY_TITLE);
  const scopeTeams = allTeams.filter((team) => team.departmentId !== null && inside.has(team.departmentId));
  return narrow(
    {
      summary: { kind: 'departments', organizationId, organizationName: organization.name, departmentIds },
      organizationId,
      projectIds: scopeProjects.map((project) => project.id),
      members: { departmentIds },
      options: {
        projects: scopeProjects.map(projectOption),
        departments: allDepartments.filter((department) => inside.has(department.id)).map(namedOption),
        teams: scopeTeams.map(namedOption),
      },
    },
    scopeProjects,
    tree.filter((department) => inside.has(department.id)),
    scopeTeams,
    query,
  );
}

function projectOption(project: ProjectOption) {
  return { _id: project.id, title: project.title };
}

function namedOption({ id, name }: { id: string; name: string }) {
  return { _id: id, name };
}

/**
 * Applies the filters within the scope: each must name something the scope holds (403 otherwise, so a filter
 * tells nothing about what lies outside), and together they keep the projects all of them allow.
 */
function narrow(
  resolved: ResolvedAnalyticsScope,
  scopeProjects: readonly ProjectOption[],
  scopeDepartments: readonly { _id: string; parentId: string | null }[],
  scopeTeams: readonly { id: string }[],
  query: Pick<AnalyticsQuery, 'projectId' | 'departmentId' | 'teamId'>,
): ResolvedAnalyticsScope {
  if (!query.projectId && !query.departmentId && !query.teamId) return resolved;
  let kept = [...scopeProjects];
  if (query.projectId) {
    if (!scopeProjects.some((project) => project.id === query.projectId)) {
      throw new AppError(403, ANALYTICS_MESSAGES.projectOutOfScope);
    }
    kept = kept.filter((project) => project.id === query.projectId);
  }
  if (query.departmentId) {
    const departmentId = query.departmentId;
    if (!scopeDepartments.some((department) => department._id === departmentId)) {
      throw new AppError(403, ANALYTICS_MESSAGES.departmentOutOfScope);
    }
    const below = departmentSubtreeIds(departmentId, scopeDepartments);
    kept = kept.filter((project) => project.departmentId !== null && below.has(project.departmentId));
  }
  if (query.teamId) {
    if (!scopeTeams.some((team) => team.id === query.teamId)) {
      throw new AppError(403, ANALYTICS_MESSAGES.teamOutOfScope);
    }
    kept = kept.filter((project) => project.teamId === query.teamId);
  }
  return { ...resolved, projectIds: kept.map((project) => project.id) };
}
