import type { Notification } from '@app/domain';

/** The moment the fixtures' relative times are measured from. */
export const FIXTURE_NOW = new Date('2026-03-10T12:00:00.000Z');

/** One notification of every type, newest first, the first three unread. */
export const sampleNotifications: Notification[] = [
  {
    id: 'n1',
    type: 'task_update',
    title: 'Task moved to Review',
    message: 'Priya moved "Design the onboarding flow" to Review.',
    read: false,
    timestamp: '2026-03-10T11:55:00.000Z',
    projectId: '64b7f0c2a1b2c3d4e5f60718',
  },
  {
    id: 'n2',
    type: 'discussion_message',
    title: 'New message in Website relaunch',
    message: 'Arjun: "The staging build is ready for a look."',
    read: false,
    timestamp: '2026-03-10T10:30:00.000Z',
  },
  {
    id: 'n3',
    type: 'user_joined',
    title: 'Meera joined Mobile app',
    message: 'Meera Iyer accepted the invitation.',
    read: false,
    timestamp: '2026-03-09T16:00:00.000Z',
  },
  {
    id: 'n4',
    type: 'project_update',
    title: 'Project deadline changed',
    message: 'Website relaunch is now due on March 28.',
    read: true,
    timestamp: '2026-03-08T09:00:00.000Z',
  },
  {
    id: 'n5',
    type: 'user_left',
    title: 'Rahul left Data migration',
    message: '',
    read: true,
    timestamp: '2026-03-02T09:00:00.000Z',
  },
  {
    id: 'n6',
    type: 'other',
    title: 'Weekly summary is ready',
    message: 'Your team finished 14 tasks this week.',
    read: true,
    timestamp: '2026-02-20T09:00:00.000Z',
  },
];

/** `count` unread notifications, to show the badge's '99+' cap. */
export function manyNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `bulk-${index}`,
    type: 'task_update' as const,
    title: `Task ${index + 1} updated`,
    message: 'Status changed.',
    read: false,
    timestamp: '2026-03-10T11:00:00.000Z',
  }));
}
