import type {
  ProgressData,
  ProjectDisplayData,
  QuickActionsData,
  TaskDisplayData,
  TeamData,
} from '@app/domain';

// Sample display data for stories and tests of the chat result renderers.

const taskTitles = [
  ['Design the onboarding flow', 'done'],
  ['Write the API reference', 'in-progress'],
  ['Fix the login redirect', 'todo'],
  ['Review the Q3 roadmap', 'in-progress'],
  ['Set up error monitoring', 'done'],
  ['Migrate invoices to the new schema', 'todo'],
  ['Prepare the customer webinar', 'review'],
  ['Translate the help centre', 'todo'],
  ['Archive old sprint boards', 'done'],
] as const;

export const sampleTasks: TaskDisplayData = {
  totalCount: 14,
  tasks: taskTitles.map(([title, status], index) => ({
    id: `65f0c0ffee00000000000${String(index + 1).padStart(3, '0')}`,
    title,
    status,
  })),
};

export const shortTasks: TaskDisplayData = { totalCount: 3, tasks: sampleTasks.tasks.slice(0, 3) };

export const sampleProjects: ProjectDisplayData = {
  totalCount: 5,
  projects: [
    { name: 'Website redesign', status: 'active', progress: 68, teamSize: 6, priority: 'high' },
    { name: 'Mobile app v2', status: 'planning', progress: 12, teamSize: 4, priority: 'medium' },
    { name: 'Data warehouse', status: 'completed', progress: 100, teamSize: 3, priority: 'low' },
    { name: 'Partner portal', status: 'active', progress: 41, teamSize: 5, priority: 'medium' },
    { name: 'Security audit', status: 'on-hold', progress: 25, teamSize: 1, priority: 'high' },
  ],
  summary: { averageProgress: 49.2, activeProjects: 2, completedProjects: 1, totalProjects: 5 },
};

export const sampleProgress: ProgressData = {
  progress: 62.4,
  todoTasks: 9,
  inProgressTasks: 6,
  completedTasks: 25,
};

export const sampleTeam: TeamData = {
  totalMembers: 7,
  members: [
    { name: 'Priya Sharma', role: 'team-lead' },
    { name: 'Marcus Chen', role: 'developer' },
    { name: 'Amara Okafor', role: 'designer' },
    { name: 'Lukas Weber', role: 'team-member' },
    { name: 'Sofia Rossi', role: 'supervisor' },
  ],
};

export const sampleQuickActions: QuickActionsData = {
  quickActions: [
    { label: 'Create a task', command: 'create a new task' },
    { label: 'Show my tasks', command: 'show my tasks' },
    { label: 'Project progress', command: 'show project progress' },
    { label: 'Team members', command: 'show team members' },
    { label: 'Upcoming deadlines', command: 'show upcoming deadlines' },
  ],
};
