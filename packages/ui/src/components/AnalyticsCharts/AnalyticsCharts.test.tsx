import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BurnChart } from './BurnChart';
import { CreatedCompletedChart } from './CreatedCompletedChart';
import { CumulativeFlowChart } from './CumulativeFlowChart';
import { FlowTimeStats } from './FlowTimeStats';
import { OverdueAgeingChart } from './OverdueAgeingChart';
import { SAMPLE_ANALYTICS as DATA } from './sample';
import { ThroughputChart } from './ThroughputChart';
import { WorkloadChart } from './WorkloadChart';

async function tableOf(name: string) {
  await userEvent
    .setup()
    .click(within(screen.getByRole('figure', { name })).getByRole('switch', { name: 'View as table' }));
  return screen.getByRole('table', { name });
}

describe('analytics charts', () => {
  it('show each figure as a table on demand', async () => {
    render(
      <>
        <ThroughputChart weeks={DATA.throughput} skipAnimation />
        <CreatedCompletedChart weeks={DATA.createdVsCompleted} skipAnimation />
        <CumulativeFlowChart days={DATA.cumulativeFlow} skipAnimation />
        <BurnChart points={DATA.burn?.points ?? null} skipAnimation />
        <WorkloadChart members={DATA.workload} skipAnimation />
        <OverdueAgeingChart buckets={DATA.overdueAgeing} skipAnimation />
      </>,
    );
    expect(screen.getByText('37 tasks completed')).toBeVisible();
    const throughput = await tableOf('Throughput per week');
    expect(within(throughput).getByRole('row', { name: 'Sep 1, 2025 4' })).toBeVisible();
    const created = await tableOf('Created vs completed');
    expect(within(created).getByRole('row', { name: 'Oct 6, 2025 9 8' })).toBeVisible();
    const flow = await tableOf('Cumulative flow');
    expect(within(flow).getByRole('row', { name: 'Sep 1, 2025 12 4 2 10' })).toBeVisible();
    const burn = await tableOf('Burn-down and burn-up');
    expect(within(burn).getByRole('row', { name: 'Sep 8, 2025 31 9 22' })).toBeVisible();
    const workload = await tableOf('Workload per member');
    expect(within(workload).getByRole('row', { name: 'Jordan Lee 9 3' })).toBeVisible();
    const ageing = await tableOf('Overdue ageing');
    expect(within(ageing).getByRole('row', { name: '8–14 days 1' })).toBeVisible();
  });

  it('ask for a project before drawing a burn chart, and say when nothing was completed', () => {
    render(
      <>
        <BurnChart points={null} />
        <ThroughputChart weeks={DATA.throughput.map((week) => ({ ...week, completed: 0 }))} />
      </>,
    );
    expect(screen.getByText('Choose a project to see its burn-down and burn-up.')).toBeVisible();
    expect(screen.getByText('No task was completed in this range.')).toBeVisible();
  });

  it('give cycle time and lead time as median and 85th percentile', () => {
    render(
      <FlowTimeStats cycleTime={DATA.cycleTime} leadTime={{ medianDays: null, p85Days: 1, count: 0 }} />,
    );
    const figures = screen.getByRole('list', { name: 'Cycle time and lead time' });
    expect(within(figures).getByText('3.5 days')).toBeVisible();
    expect(within(figures).getByText('8.2 days')).toBeVisible();
    expect(within(figures).getByText('—')).toBeVisible();
    expect(within(figures).getByText('1 day')).toBeVisible();
  });
});
