import { labourCostUsdMinor, shiftDay, weekStartOf } from '@app/domain';
import { seedStep } from '../module';
import { projectRates, timeEntries, timesheets } from './time.schema';

const HOUR = 3600;

/**
 * Time tracking's demo data: Customer Portal (Acme) bills $50/hour, Jordan's own rate $40/hour; Jordan's time on
 * it last week, submitted and awaiting Olivia's approval, and this week's so far; Olivia's own time; Alex's time
 * on his Website Redesign (no rates: not billable). Nobody has a running timer.
 */
export const timeSeed = seedStep({
  after: ['auth', 'projects', 'tasks'],
  run: async ({ tx, now, need }) => {
    const people = need('people');
    const projects = need('projects');
    const taskIds = need('taskIds');
    const portal = projects.portal;
    const thisWeek = weekStartOf(now.toISOString().slice(0, 10));
    const lastWeek = shiftDay(thisWeek, -7);
    await tx.insert(projectRates).values([
      { projectId: portal.id, userId: null, rateMinor: 5000, currency: 'USD', updatedBy: people.ids.olivia },
      {
        projectId: portal.id,
        userId: people.ids.jordan,
        rateMinor: 4000,
        currency: 'USD',
        updatedBy: people.ids.olivia,
      },
    ]);
    const billable = (seconds: number, rateMinor: number) => ({
      billable: true,
      rateMinor,
      rateCurrency: 'USD',
      usdRate: 1,
      costUsdMinor: labourCostUsdMinor(seconds, rateMinor, 1),
    });
    const acme = (
      userId: string,
      task: string,
      day: string,
      seconds: number,
      note: string,
      rateMinor: number,
    ) => ({
      userId,
      organizationId: portal.organizationId,
      projectId: portal.id,
      taskId: taskIds[task] as string,
      workedOn: day,
      durationSeconds: seconds,
      note,
      ...billable(seconds, rateMinor),
    });
    const jordan = people.ids.jordan;
    const olivia = people.ids.olivia;
    await tx.insert(timeEntries).values([
      acme(jordan, 'Single sign-on integration', lastWeek, 3 * HOUR, 'SAML metadata exchange', 4000),
      acme(jordan, 'Single sign-on integration', shiftDay(lastWeek, 1), 4.5 * HOUR, 'Login flow', 4000),
      acme(jordan, 'Single sign-on integration', shiftDay(lastWeek, 3), 2 * HOUR, 'Fixes after review', 4000),
      acme(jordan, 'Single sign-on integration', thisWeek, 1.5 * HOUR, 'Logout and session end', 4000),
      acme(olivia, 'Invoice download page', shiftDay(lastWeek, 2), 2 * HOUR, 'PDF layout', 5000),
      acme(olivia, 'Design review', thisWeek, HOUR, '', 5000),
      {
        userId: people.ids.alex,
        organizationId: null,
        projectId: projects.website.id,
        taskId: taskIds['Audit the current site'] as string,
        workedOn: lastWeek,
        durationSeconds: 2 * HOUR,
        note: 'Page inventory',
      },
      {
        userId: people.ids.alex,
        organizationId: null,
        projectId: projects.website.id,
        taskId: taskIds['Wireframe the home page'] as string,
        workedOn: shiftDay(thisWeek, 0),
        durationSeconds: 45 * 60,
        note: '',
      },
    ]);
    await tx.insert(timesheets).values({
      userId: jordan,
      organizationId: portal.organizationId,
      weekStart: lastWeek,
      state: 'submitted',
      submittedAt: new Date(now.getTime() - 2 * 86_400_000),
    });
  },
});
