import {
  type Currency,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_STATUS_LABELS,
  type ExchangeRates,
  type Expense,
  expenseActionStatus,
  expenseActions,
  FINANCE_TEXTS,
  fromMinorUnits,
  RECEIPT_MAX_BYTES,
  toMinorUnits,
} from '@app/domain';
import { getReceipt } from '@app/sdk';
import {
  useCreateExpense,
  useDeleteExpense,
  useExpenses,
  useSetExpenseStatus,
  useUpdateExpense,
  useUploadReceipt,
} from '@app/sdk/react';
import {
  ConfirmDialog,
  ExpenseDialog,
  type ExpenseDialogValues,
  ExpenseFilters,
  type ExpenseFilterValues,
  ExpenseList,
  NO_FILTERS,
  SectionCard,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { api } from '../../app/api';
import { expenseItem, failure, RECEIPT_NAMES } from './expenseRows';

const LIMIT = 10;

export interface ExpensesSectionProps {
  projects: readonly { projectId: string; projectTitle: string }[];
  canManage: boolean;
  currency: Currency;
  rates: ExchangeRates;
}

/** Expenses: filters, the paged list with its actions, and the add and edit dialog (finance managers). */
export function ExpensesSection({ projects, canManage, currency, rates }: ExpensesSectionProps) {
  const { showToast } = useToast();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ExpenseFilterValues>(NO_FILTERS);
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const query = {
    page,
    limit: LIMIT,
    ...(filters.projectId ? { projectId: filters.projectId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const expenses = useExpenses(api, query);
  const create = useCreateExpense(api);
  const update = useUpdateExpense(api);
  const remove = useDeleteExpense(api);
  const setStatus = useSetExpenseStatus(api);
  const upload = useUploadReceipt(api);
  const [saveError, setSaveError] = useState<string>();

  const byId = new Map((expenses.data?.data ?? []).map((expense) => [expense._id, expense]));

  const save = async (values: ExpenseDialogValues, receipt: File | null) => {
    setSaveError(undefined);
    const fields = {
      projectId: values.projectId,
      category: values.category as Expense['category'],
      spentOn: values.date,
      amountMinor: toMinorUnits(values.amount, values.currency),
      currency: values.currency,
      description: values.description,
    };
    try {
      // A receipt can be attached only while the expense is a draft: a new one is handed in after it.
      const isNew = !editing || editing === 'new';
      const saved = isNew
        ? await create.mutateAsync(fields)
        : await update.mutateAsync({ id: editing._id, payload: fields });
      if (receipt) await upload.mutateAsync({ id: saved._id, file: receipt });
      if (isNew) await setStatus.mutateAsync({ id: saved._id, status: 'submitted' });
      setEditing(null);
      showToast(FINANCE_TEXTS.expenseSaved, { variant: 'success' });
    } catch (error) {
      setSaveError(failure(error));
    }
  };

  const openReceipt = async (id: string) => {
    // Opened at once (a later window.open would be blocked), filled when the bytes arrive with the grant.
    const view = window.open('', '_blank');
    try {
      const blob = await getReceipt(api, id);
      const url = URL.createObjectURL(blob);
      if (view) view.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      view?.close();
      showToast(failure(error), { variant: 'error' });
    }
  };

  const current = editing && editing !== 'new' ? editing : null;
  return (
    <SectionCard
      title={FINANCE_TEXTS.expenses}
      headingLevel="h2"
      flush
      action={
        canManage ? (
          <Button
            variant="contained"
            startIcon={<AddRoundedIcon />}
            onClick={() => {
              setSaveError(undefined);
              setEditing('new');
            }}
          >
            {FINANCE_TEXTS.addExpense}
          </Button>
        ) : undefined
      }
    >
      <ExpenseFilters
        value={filters}
        projects={projects}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {expenses.isError ? (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {failure(expenses.error)}
        </Alert>
      ) : null}
      <ExpenseList
        expenses={(expenses.data?.data ?? []).map(expenseItem)}
        statusLabels={EXPENSE_STATUS_LABELS}
        actionsFor={(item) => expenseActions(item.status, canManage)}
        onAction={(action, item) => {
          const expense = byId.get(item.id);
          if (!expense) return;
          if (action === 'edit') {
            setSaveError(undefined);
            setEditing(expense);
          } else if (action === 'delete') setDeleting(expense);
          else {
            const status = expenseActionStatus(action);
            if (!status) return;
            setStatus.mutate(
              { id: expense._id, status },
              {
                onSuccess: () => showToast(`${EXPENSE_STATUS_LABELS[status]}: ${expense.description}`),
                onError: (error) => showToast(failure(error), { variant: 'error' }),
              },
            );
          }
        }}
        onOpenReceipt={(item) => void openReceipt(item.id)}
        currency={currency}
        rates={rates}
        page={page}
        total={expenses.data?.pagination.total ?? 0}
        limit={LIMIT}
        onPageChange={setPage}
        loading={expenses.isPending}
        emptyText={FINANCE_TEXTS.noExpenses}
      />
      <ExpenseDialog
        open={editing !== null}
        title={current ? FINANCE_TEXTS.editExpense : FINANCE_TEXTS.addExpense}
        submitLabel={current ? 'Save expense' : 'Submit expense'}
        initial={
          current
            ? {
                date: current.spentOn,
                projectId: current.projectId,
                category: current.category,
                amount: fromMinorUnits(current.amountMinor, current.currency),
                currency: current.currency,
                description: current.description,
              }
            : null
        }
        currentReceiptName={current?.receipt?.fileName ?? null}
        projects={projects.map((project) => ({ value: project.projectId, label: project.projectTitle }))}
        categories={EXPENSE_CATEGORIES.map((category) => ({
          value: category,
          label: EXPENSE_CATEGORY_LABELS[category],
        }))}
        receiptTypes={RECEIPT_NAMES}
        receiptMaxBytes={RECEIPT_MAX_BYTES}
        busy={create.isPending || update.isPending || upload.isPending || setStatus.isPending}
        error={saveError}
        onSubmit={(values, receipt) => void save(values, receipt)}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`${FINANCE_TEXTS.deleteExpense}?`}
        message={deleting ? `"${deleting.description}" is removed with its receipt.` : undefined}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              showToast(FINANCE_TEXTS.expenseDeleted);
            },
            onError: (error) => {
              setDeleting(null);
              showToast(failure(error), { variant: 'error' });
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
