import {
  type Currency,
  type ExchangeRates,
  FINANCE_TEXTS,
  type FinanceSummary,
  fromMinorUnits,
  toMinorUnits,
} from '@app/domain';
import { useSaveBudgetLines } from '@app/sdk/react';
import { BudgetLinesDialog, BudgetTable, type BudgetTableRow, SectionCard, useToast } from '@app/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { failure } from './expenseRows';

const usd = (minor: number) => minor / 100;

/** Each project's row of the budget table: USD minor units of the summary as USD amounts. */
export function budgetRows(summary: FinanceSummary): BudgetTableRow[] {
  return summary.projects.map((project) => ({
    projectId: project.projectId,
    projectName: project.projectTitle,
    budget: project.budgetUsdMinor === null ? null : usd(project.budgetUsdMinor),
    actual: usd(project.actualUsdMinor),
    labour: usd(project.labourUsdMinor),
    pending: usd(project.pendingUsdMinor),
    percentUsed: project.percentUsed,
    burnRate: usd(project.burnRateUsdMinorPerDay),
    forecast: usd(project.forecastUsdMinor),
  }));
}

export interface BudgetSectionProps {
  summary: FinanceSummary | undefined;
  canManage: boolean;
  currency: Currency;
  rates: ExchangeRates;
}

/** Budgets against actual spend per project; finance managers edit a project's split by category. */
export function BudgetSection({ summary, canManage, currency, rates }: BudgetSectionProps) {
  const { showToast } = useToast();
  const save = useSaveBudgetLines(api);
  const [editing, setEditing] = useState<string | null>(null);
  const project = summary?.projects.find((item) => item.projectId === editing);
  return (
    <SectionCard title={FINANCE_TEXTS.budgetVsActual} headingLevel="h2" flush>
      {summary ? (
        <BudgetTable
          rows={budgetRows(summary)}
          currency={currency}
          rates={rates}
          onEditBudget={
            canManage
              ? (row) => {
                  save.reset();
                  setEditing(row.projectId);
                }
              : undefined
          }
        />
      ) : null}
      <BudgetLinesDialog
        open={Boolean(project)}
        projectName={project?.projectTitle ?? ''}
        lines={(project?.lines ?? []).map((line) => ({
          category: line.category,
          amount: fromMinorUnits(line.amountMinor, line.currency),
          currency: line.currency,
        }))}
        busy={save.isPending}
        error={save.error ? failure(save.error) : undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(lines) =>
          project &&
          save.mutate(
            {
              projectId: project.projectId,
              payload: {
                lines: lines.map((line) => ({
                  category: line.category,
                  amountMinor: toMinorUnits(line.amount, line.currency),
                  currency: line.currency,
                })),
              },
            },
            {
              onSuccess: () => {
                setEditing(null);
                showToast(FINANCE_TEXTS.budgetSaved, { variant: 'success' });
              },
            },
          )
        }
      />
    </SectionCard>
  );
}
