import {
  CURRENCIES,
  type Currency,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  type ExpenseCategory,
  FINANCE_TEXTS,
} from '@app/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../FormDialog';
import { InputField } from '../InputField';
import { SelectField } from '../SelectField';

/** One category's share of a project's budget, in major units of its currency. */
export interface BudgetLineValue {
  category: ExpenseCategory;
  amount: number;
  currency: Currency;
}

export interface BudgetLinesDialogProps {
  open: boolean;
  projectName: string;
  /** The lines in force; categories without one start empty. */
  lines: readonly BudgetLineValue[];
  /** Sends the categories with an amount (an empty list removes the split). */
  onSubmit: (lines: BudgetLineValue[]) => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string;
}

type Draft = Record<ExpenseCategory, { amount: string; currency: Currency }>;

function draftOf(lines: readonly BudgetLineValue[]): Draft {
  const draft = {} as Draft;
  for (const category of EXPENSE_CATEGORIES) {
    const line = lines.find((item) => item.category === category);
    draft[category] = { amount: line ? String(line.amount) : '', currency: line?.currency ?? 'USD' };
  }
  return draft;
}

const invalid = (text: string) => text.trim() !== '' && !/^\d+(\.\d{1,2})?$/.test(text.trim());

/** A project's budget split by category, each line in USD or INR (finance managers). */
export function BudgetLinesDialog({
  open,
  projectName,
  lines,
  onSubmit,
  onCancel,
  busy = false,
  error,
}: BudgetLinesDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(lines));
  const wasOpen = useRef(open);
  useEffect(() => {
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (opened) setDraft(draftOf(lines));
  }, [open, lines]);
  const problem = EXPENSE_CATEGORIES.some((category) => invalid(draft[category].amount));
  return (
    <FormDialog
      open={open}
      title={`${FINANCE_TEXTS.editBudget}: ${projectName}`}
      submitLabel="Save budget"
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        if (problem) return;
        onSubmit(
          EXPENSE_CATEGORIES.filter((category) => draft[category].amount.trim() !== '').map((category) => ({
            category,
            amount: Number(draft[category].amount),
            currency: draft[category].currency,
          })),
        );
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {FINANCE_TEXTS.budgetLines}: leave a category empty to give it no share.
      </Typography>
      {EXPENSE_CATEGORIES.map((category) => (
        <Box key={category} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 104px', gap: 1.5 }}>
          <InputField
            label={EXPENSE_CATEGORY_LABELS[category]}
            value={draft[category].amount}
            size="small"
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                [category]: { ...current[category], amount: event.target.value },
              }))
            }
            error={invalid(draft[category].amount)}
            helperText={
              invalid(draft[category].amount) ? 'Enter an amount with at most two decimals' : undefined
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <SelectField
            label={`${EXPENSE_CATEGORY_LABELS[category]} currency`}
            value={draft[category].currency}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            onChange={(currency) =>
              setDraft((current) => ({ ...current, [category]: { ...current[category], currency } }))
            }
          />
        </Box>
      ))}
    </FormDialog>
  );
}
