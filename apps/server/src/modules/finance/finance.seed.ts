import {
  type Currency,
  EXCHANGE_RATES,
  type ExpenseCategory,
  type ExpenseStatus,
  FINANCE_ERRORS,
  toMinorUnits,
  usdRateOf,
} from '@app/domain';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { newId } from '../../db/ids';
import {
  budgetAlerts,
  budgetLines,
  expenses,
  financeCredentials,
  financeMembers,
  organizations,
  projects,
  users,
} from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { hashPassword } from '../../lib/password';
import { seedStep } from '../module';
import { notify } from '../notifications';
import { dayFrom, timeAgo } from '../work';

/**
 * The demo organizations' finance gate credentials, shown on the gate while they are unchanged (`demo`). An
 * admin's first change of them ends that.
 */
export const DEMO_FINANCE_CREDENTIALS = { username: 'finance', password: 'finance1234' } as const;

/** Acme's finance people besides its admins: a viewer and a manager. */
export const DEMO_FINANCE_MEMBERS = [
  { email: 'jordan@acme.example', role: 'viewer' },
  { email: 'priya@acme.example', role: 'manager' },
] as const;

// Each project's budget split: shares of its budget by category, USD (the Customer Portal's travel in INR).
const SPLIT: readonly [ExpenseCategory, number][] = [
  ['labor', 0.5],
  ['software', 0.2],
  ['hardware', 0.1],
  ['travel', 0.1],
  ['services', 0.07],
  ['other', 0.03],
];

interface DemoExpense {
  project: string;
  category: ExpenseCategory;
  amount: number;
  currency: Currency;
  status: ExpenseStatus;
  daysAgo: number;
  description: string;
}

// Over the past five months, in USD and INR, in every status. Quarterly Planning ends past 80 % of its budget.
const OTHER_ACME_PROJECT = '(another Acme project)';
const DEMO_EXPENSES: readonly DemoExpense[] = [
  {
    project: 'Customer Portal',
    category: 'labor',
    amount: 8200,
    currency: 'USD',
    status: 'paid',
    daysAgo: 140,
    description: 'Contract developers, sprint 1-2',
  },
  {
    project: 'Customer Portal',
    category: 'software',
    amount: 415750,
    currency: 'INR',
    status: 'paid',
    daysAgo: 120,
    description: 'Hosting and CI for the year',
  },
  {
    project: 'Customer Portal',
    category: 'labor',
    amount: 7600,
    currency: 'USD',
    status: 'paid',
    daysAgo: 95,
    description: 'Contract developers, sprint 3-4',
  },
  {
    project: 'Customer Portal',
    category: 'hardware',
    amount: 2350.75,
    currency: 'USD',
    status: 'approved',
    daysAgo: 80,
    description: 'Test devices',
  },
  {
    project: 'Customer Portal',
    category: 'travel',
    amount: 62500,
    currency: 'INR',
    status: 'approved',
    daysAgo: 62,
    description: 'Workshop with the Pune team',
  },
  {
    project: 'Customer Portal',
    category: 'services',
    amount: 3100,
    currency: 'USD',
    status: 'approved',
    daysAgo: 45,
    description: 'Accessibility audit',
  },
  {
    project: 'Customer Portal',
    category: 'travel',
    amount: 480.4,
    currency: 'USD',
    status: 'rejected',
    daysAgo: 30,
    description: 'Conference tickets',
  },
  {
    project: 'Customer Portal',
    category: 'labor',
    amount: 6900,
    currency: 'USD',
    status: 'submitted',
    daysAgo: 20,
    description: 'Contract developers, sprint 5',
  },
  {
    project: 'Customer Portal',
    category: 'software',
    amount: 99780,
    currency: 'INR',
    status: 'submitted',
    daysAgo: 12,
    description: 'Design tool licences',
  },
  {
    project: 'Customer Portal',
    category: 'other',
    amount: 12000,
    currency: 'INR',
    status: 'draft',
    daysAgo: 3,
    description: 'Team lunch after the launch',
  },
  {
    project: 'Customer Portal',
    category: 'hardware',
    amount: 1299.99,
    currency: 'USD',
    status: 'draft',
    daysAgo: 1,
    description: 'Second monitor for QA',
  },
  {
    project: 'Quarterly Planning',
    category: 'services',
    amount: 600,
    currency: 'USD',
    status: 'paid',
    daysAgo: 4,
    description: 'Facilitator for the planning day',
  },
  {
    project: 'Quarterly Planning',
    category: 'travel',
    amount: 45000,
    currency: 'INR',
    status: 'approved',
    daysAgo: 3,
    description: 'Flights for the team leads',
  },
  {
    project: 'Quarterly Planning',
    category: 'other',
    amount: 150,
    currency: 'USD',
    status: 'approved',
    daysAgo: 2,
    description: 'Venue catering',
  },
  {
    project: 'Quarterly Planning',
    category: 'labor',
    amount: 400,
    currency: 'USD',
    status: 'submitted',
    daysAgo: 1,
    description: 'Note taker',
  },
  {
    project: OTHER_ACME_PROJECT,
    category: 'software',
    amount: 1200,
    currency: 'USD',
    status: 'paid',
    daysAgo: 100,
    description: 'Monitoring subscription',
  },
  {
    project: OTHER_ACME_PROJECT,
    category: 'labor',
    amount: 150000,
    currency: 'INR',
    status: 'approved',
    daysAgo: 70,
    description: 'Contractor in Bengaluru',
  },
  {
    project: OTHER_ACME_PROJECT,
    category: 'services',
    amount: 25000,
    currency: 'INR',
    status: 'rejected',
    daysAgo: 40,
    description: 'Translation',
  },
  {
    project: OTHER_ACME_PROJECT,
    category: 'travel',
    amount: 320,
    currency: 'USD',
    status: 'submitted',
    daysAgo: 15,
    description: 'Customer visit',
  },
  {
    project: OTHER_ACME_PROJECT,
    category: 'other',
    amount: 75.5,
    currency: 'USD',
    status: 'draft',
    daysAgo: 6,
    description: 'Office supplies',
  },
  {
    project: 'Warehouse Dashboard',
    category: 'labor',
    amount: 5400,
    currency: 'USD',
    status: 'paid',
    daysAgo: 60,
    description: 'Data engineer, first month',
  },
  {
    project: 'Warehouse Dashboard',
    category: 'hardware',
    amount: 210000,
    currency: 'INR',
    status: 'approved',
    daysAgo: 35,
    description: 'Barcode scanners',
  },
  {
    project: 'Warehouse Dashboard',
    category: 'software',
    amount: 899,
    currency: 'USD',
    status: 'submitted',
    daysAgo: 10,
    description: 'Map tiles',
  },
  {
    project: 'Warehouse Dashboard',
    category: 'travel',
    amount: 260,
    currency: 'USD',
    status: 'draft',
    daysAgo: 2,
    description: 'Site visit',
  },
];

const ADMIN_EMAILS: Record<string, string> = {
  'acme.example': 'olivia@acme.example',
  'globex.example': 'grace@globex.example',
};

/**
 * Finance demo data: the gate's demo credentials in every organization, Acme's viewer (Jordan) and manager (Priya),
 * budget lines for every organization project with a budget, and expenses over the past months.
 */
export const financeSeed = seedStep({
  after: ['organizations', 'auth', 'projects'],
  prepare: () => hashPassword(DEMO_FINANCE_CREDENTIALS.password),
  run: async ({ tx, now }, passwordHash: string) => {
    const orgRows = await tx
      .select({ id: organizations.id, domain: organizations.domain })
      .from(organizations);
    if (orgRows.length === 0) return;
    await tx.insert(financeCredentials).values(
      orgRows.map((org) => ({
        organizationId: org.id,
        username: DEMO_FINANCE_CREDENTIALS.username,
        passwordHash,
        demo: true,
      })),
    );
    const emails = [...Object.values(ADMIN_EMAILS), ...DEMO_FINANCE_MEMBERS.map((member) => member.email)];
    const people = await tx
      .select({ id: users.id, email: users.email, organizationId: users.organizationId })
      .from(users)
      .where(inArray(users.email, emails));
    const idOf = (email: string) => people.find((person) => person.email === email);
    const acme = orgRows.find((org) => org.domain === 'acme.example');
    const olivia = idOf(ADMIN_EMAILS['acme.example'] ?? '');
    if (acme && olivia) {
      const members = DEMO_FINANCE_MEMBERS.flatMap((member) => {
        const person = idOf(member.email);
        return person?.organizationId === acme.id
          ? [{ organizationId: acme.id, userId: person.id, role: member.role, grantedBy: olivia.id }]
          : [];
      });
      if (members.length > 0) await tx.insert(financeMembers).values(members);
    }

    const projectRows = await tx
      .select({
        id: projects.id,
        title: projects.title,
        budget: projects.budget,
        organizationId: projects.organizationId,
        ownerId: projects.ownerId,
      })
      .from(projects)
      .where(and(isNotNull(projects.organizationId), isNotNull(projects.budget)))
      .orderBy(projects.title);
    const lines = projectRows.flatMap((project) =>
      SPLIT.map(([category, share]) => {
        const usd = (project.budget ?? 0) * share;
        const inInr = project.title === 'Customer Portal' && category === 'travel';
        const currency: Currency = inInr ? 'INR' : 'USD';
        const amount = inInr ? usd * (EXCHANGE_RATES.USD.INR ?? 1) : usd;
        return {
          organizationId: project.organizationId as string,
          projectId: project.id,
          category,
          amountMinor: toMinorUnits(amount, currency),
          currency,
        };
      }),
    );
    if (lines.length > 0) await tx.insert(budgetLines).values(lines);

    const acmeOther = projectRows.find(
      (project) =>
        project.organizationId === acme?.id &&
        !['Customer Portal', 'Quarterly Planning'].includes(project.title),
    );
    const projectOf = (title: string) =>
      title === OTHER_ACME_PROJECT ? acmeOther : projectRows.find((project) => project.title === title);
    const deciders = new Map(
      orgRows.map((org) => {
        const admin = idOf(ADMIN_EMAILS[org.domain ?? ''] ?? '');
        const manager = org.id === acme?.id ? idOf('priya@acme.example') : undefined;
        return [org.id, { submitter: admin?.id ?? null, decider: (manager ?? admin)?.id ?? null }];
      }),
    );
    const expenseRows = DEMO_EXPENSES.flatMap((expense) => {
      const project = projectOf(expense.project);
      if (!project?.organizationId) return [];
      const usdRate = usdRateOf(expense.currency) ?? 1;
      const amountMinor = toMinorUnits(expense.amount, expense.currency);
      const people = deciders.get(project.organizationId);
      const decided = ['approved', 'rejected', 'paid'].includes(expense.status);
      const at = timeAgo(now, expense.daysAgo);
      return [
        {
          id: newId(),
          organizationId: project.organizationId,
          projectId: project.id,
          category: expense.category,
          spentOn: dayFrom(now, -expense.daysAgo),
          amountMinor,
          currency: expense.currency,
          usdRate,
          amountUsdMinor: Math.round(amountMinor * usdRate),
          description: expense.description,
          status: expense.status,
          submittedBy: people?.submitter ?? null,
          decidedBy: decided ? (people?.decider ?? null) : null,
          decidedAt: decided ? new Date(at.getTime() + 86_400_000) : null,
          createdAt: at,
          updatedAt: at,
        },
      ];
    });
    if (expenseRows.length > 0) await tx.insert(expenses).values(expenseRows);

    // Quarterly Planning is past 80 %: the alert was sent to its owner when the catering was approved.
    const planning = projectOf('Quarterly Planning');
    const priya = idOf('priya@acme.example');
    if (planning && priya) {
      await tx.insert(budgetAlerts).values({ projectId: planning.id, threshold: 80 });
      await notify(tx, new EventOutbox(), priya.id, [
        {
          recipientId: planning.ownerId,
          type: 'project_update',
          title: FINANCE_ERRORS.budgetAlertTitle(80),
          message: FINANCE_ERRORS.budgetAlertMessage(planning.title, 80),
          projectId: planning.id,
        },
      ]);
    }
  },
});
