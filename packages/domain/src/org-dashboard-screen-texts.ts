// Texts of the organization dashboard (/org/dashboard) that the spec leaves open. Zod-free.

export const ORG_DASHBOARD_TEXTS = {
  title: 'Organization Dashboard',
  subtitle: (organization: string | undefined) =>
    organization ? `How ${organization} is doing today.` : "Your organization's people and work at a glance.",
  peopleFigures: 'People',
  workFigures: 'Work',
  members: 'Members',
  activeMembers: 'Active in the last 7 days',
  departments: 'Departments',
  teams: 'Teams',
  projects: 'Projects',
  activeProjects: 'Active projects',
  tasks: 'Tasks',
  tasksDone: 'Tasks done',
  overdue: 'Overdue tasks',
  projectsByDepartment: 'Projects by department',
  noProjects: 'No projects yet',
  membersByRole: 'Members by role',
  membersByRoleSubtitle: (members: number, active: number) =>
    `${members} ${members === 1 ? 'member' : 'members'}, ${active} active in the last 7 days`,
  noMembers: 'No members yet',
  activity: 'Recent activity',
  activityEntries: 'Recent activity entries',
  loadingActivity: 'Loading activity...',
  noActivity: 'Nothing has happened in the organization yet',
  updating: 'Updating the dashboard',
  loadFailed: 'The dashboard could not be loaded.',
  refreshFailed: 'The dashboard could not be refreshed.',
  projectCount: (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`,
  memberCount: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
} as const;
