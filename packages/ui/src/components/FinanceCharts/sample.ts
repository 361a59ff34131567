import type { CategoryFinance, ProjectFinance, SpendPeriod } from '@app/domain';

export const SAMPLE_PERIODS: SpendPeriod[] = [
  { periodStart: '2026-01-01', actualUsdMinor: 420_000, pendingUsdMinor: 0 },
  { periodStart: '2026-02-01', actualUsdMinor: 615_050, pendingUsdMinor: 25_000 },
  { periodStart: '2026-03-01', actualUsdMinor: 380_000, pendingUsdMinor: 120_000 },
];

export const SAMPLE_CATEGORIES: CategoryFinance[] = [
  { category: 'labor', budgetUsdMinor: 1_000_000, actualUsdMinor: 850_000, pendingUsdMinor: 0 },
  { category: 'software', budgetUsdMinor: 300_000, actualUsdMinor: 215_050, pendingUsdMinor: 25_000 },
  { category: 'travel', budgetUsdMinor: 200_000, actualUsdMinor: 350_000, pendingUsdMinor: 120_000 },
  { category: 'other', budgetUsdMinor: 0, actualUsdMinor: 0, pendingUsdMinor: 0 },
];

const project = (
  projectId: string,
  projectTitle: string,
  budget: number | null,
  actual: number,
): ProjectFinance => ({
  projectId,
  projectTitle,
  projectStatus: 'active',
  startDate: '2026-01-01',
  dueDate: '2026-06-30',
  budgetUsdMinor: budget,
  lines: [],
  actualUsdMinor: actual,
  labourUsdMinor: 0,
  pendingUsdMinor: 0,
  burnRateUsdMinorPerDay: Math.round(actual / 90),
  forecastUsdMinor: actual * 2,
  percentUsed: budget ? Math.round((actual / budget) * 1000) / 10 : null,
  alertLevel: 'none',
  byCategory: [],
});

export const SAMPLE_PROJECTS: ProjectFinance[] = [
  project('p1', 'Website Redesign', 2_000_000, 850_000),
  project('p2', 'Mobile App', 600_000, 515_050),
  project('p3', 'Data Migration', null, 50_000),
];
