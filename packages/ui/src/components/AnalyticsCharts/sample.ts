import type { Analytics } from '@app/domain';

// A believable answer of GET /analytics for stories and tests: six weeks of one organization.
const WEEKS = ['2025-09-01', '2025-09-08', '2025-09-15', '2025-09-22', '2025-09-29', '2025-10-06'];
const COMPLETED = [4, 7, 3, 9, 6, 8];
const CREATED = [6, 5, 8, 7, 4, 9];

export const SAMPLE_ANALYTICS: Analytics = {
  scope: { kind: 'organization', organizationId: 'org-1', organizationName: 'Acme', departmentIds: [] },
  range: { from: '2025-09-01', to: '2025-10-12' },
  options: {
    projects: [
      { _id: 'p-1', title: 'Website relaunch' },
      { _id: 'p-2', title: 'Mobile app' },
    ],
    departments: [
      { _id: 'd-1', name: 'Engineering' },
      { _id: 'd-2', name: 'Platform' },
    ],
    teams: [{ _id: 't-1', name: 'Frontend' }],
  },
  throughput: WEEKS.map((weekStart, index) => ({ weekStart, completed: COMPLETED[index] ?? 0 })),
  createdVsCompleted: WEEKS.map((weekStart, index) => ({
    weekStart,
    created: CREATED[index] ?? 0,
    completed: COMPLETED[index] ?? 0,
  })),
  cumulativeFlow: WEEKS.map((date, index) => ({
    date,
    todo: 12 - index,
    'in-progress': 4 + (index % 2),
    review: 2 + (index % 3),
    done: 10 + index * 6,
  })),
  burn: {
    projectId: 'p-1',
    points: WEEKS.map((date, index) => ({
      date,
      total: 30 + index,
      completed: 5 + index * 4,
      remaining: 25 - index * 3,
    })),
  },
  cycleTime: { medianDays: 3.5, p85Days: 8.2, count: 37 },
  leadTime: { medianDays: 9, p85Days: 21.4, count: 37 },
  workload: [
    { userId: 'u-1', name: 'Olivia Park', open: 6, overdue: 1 },
    { userId: 'u-2', name: 'Dana Ross', open: 4, overdue: 0 },
    { userId: 'u-3', name: 'Jordan Lee', open: 9, overdue: 3 },
  ],
  overdueAgeing: [
    { bucket: '1–7 days', count: 2 },
    { bucket: '8–14 days', count: 1 },
    { bucket: '15–30 days', count: 1 },
    { bucket: 'Over 30 days', count: 0 },
  ],
};
