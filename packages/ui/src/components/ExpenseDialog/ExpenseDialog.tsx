import { CURRENCIES, type Currency } from '@app/domain';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { FormDialog } from '../FormDialog';
import { InputField } from '../InputField';
import { SelectField, type SelectFieldOption } from '../SelectField';

/** An expense as the form edits it; the amount is in the chosen currency, in major units. */
export interface ExpenseDialogValues {
  date: string;
  projectId: string;
  category: string;
  amount: number;
  currency: Currency;
  description: string;
}

export interface ExpenseDialogProps {
  open: boolean;
  /** 'Add expense' or 'Edit expense'. */
  title: string;
  submitLabel?: string;
  /** The expense being edited; empty fields (today, USD) without it. */
  initial?: Partial<ExpenseDialogValues> | null;
  projects: readonly SelectFieldOption[];
  categories: readonly SelectFieldOption[];
  /** Sends checked values and the chosen receipt, if any. */
  onSubmit: (values: ExpenseDialogValues, receipt: File | null) => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the server refused. */
  error?: string;
  /** The receipt's accepted MIME types and their names. */
  receiptTypes?: Readonly<Record<string, string>>;
  receiptMaxBytes?: number;
  /** The name of the receipt already kept, when editing. */
  currentReceiptName?: string | null;
}

const DEFAULT_RECEIPT_TYPES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
} as const;
const DEFAULT_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/** Why a file cannot be a receipt, or undefined when it can. */
export function receiptFileProblem(
  file: Pick<File, 'type' | 'size'>,
  types: Readonly<Record<string, string>> = DEFAULT_RECEIPT_TYPES,
  maxBytes = DEFAULT_RECEIPT_MAX_BYTES,
): string | undefined {
  const names = Object.values(types);
  if (!(file.type in types)) {
    return `Choose a ${names.slice(0, -1).join(', ')} or ${names.at(-1)} file.`;
  }
  if (file.size === 0) return 'This file is empty. Choose another one.';
  if (file.size > maxBytes) {
    return `A receipt must be ${megabytes(maxBytes)} or smaller; this one is ${megabytes(file.size)}.`;
  }
  return undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

interface Draft {
  date: string;
  projectId: string;
  category: string;
  amount: string;
  currency: Currency;
  description: string;
}

function draftOf(initial: Partial<ExpenseDialogValues> | null | undefined, category: string): Draft {
  return {
    date: initial?.date?.slice(0, 10) ?? today(),
    projectId: initial?.projectId ?? '',
    category: initial?.category ?? category,
    amount: initial?.amount === undefined ? '' : String(initial.amount),
    currency: initial?.currency ?? 'USD',
    description: initial?.description ?? '',
  };
}

type Problems = Partial<Record<keyof Draft, string>>;

function check(draft: Draft): Problems {
  const problems: Problems = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) problems.date = 'Choose the day of the expense';
  if (!draft.projectId) problems.projectId = 'Choose a project';
  const amount = Number(draft.amount);
  if (!draft.amount.trim() || !Number.isFinite(amount) || amount <= 0) {
    problems.amount = 'Enter an amount above zero';
  } else if (!/^\d+(\.\d{1,2})?$/.test(draft.amount.trim())) {
    problems.amount = 'Use at most two decimals';
  }
  if (!draft.description.trim()) problems.description = 'Describe the expense';
  return problems;
}

/**
 * Add or edit an expense: date, project, category, amount and its currency (USD or INR), description and an
 * optional receipt, whose type and size are checked before anything is sent.
 */
export function ExpenseDialog({
  open,
  title,
  submitLabel = 'Save expense',
  initial,
  projects,
  categories,
  onSubmit,
  onCancel,
  busy = false,
  error,
  receiptTypes = DEFAULT_RECEIPT_TYPES,
  receiptMaxBytes = DEFAULT_RECEIPT_MAX_BYTES,
  currentReceiptName,
}: ExpenseDialogProps) {
  const firstCategory = categories[0]?.value ?? '';
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, firstCategory));
  const [problems, setProblems] = useState<Problems>({});
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptProblem, setReceiptProblem] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const receiptHelpId = useId();

  // A fresh form each time the dialog opens (not on every new `initial` object while it is open).
  const wasOpen = useRef(open);
  useEffect(() => {
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opened) return;
    setDraft(draftOf(initial, firstCategory));
    setProblems({});
    setReceipt(null);
    setReceiptProblem(undefined);
  }, [open, initial, firstCategory]);

  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const found = check(draft);
    setProblems(found);
    if (Object.keys(found).length > 0 || receiptProblem) return;
    onSubmit(
      {
        date: draft.date,
        projectId: draft.projectId,
        category: draft.category,
        amount: Number(draft.amount),
        currency: draft.currency,
        description: draft.description.trim(),
      },
      receipt,
    );
  };

  const names = Object.values(receiptTypes);
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      error={error}
    >
      <InputField
        label="Date"
        type="date"
        value={draft.date}
        onChange={(event) => set('date')(event.target.value)}
        error={Boolean(problems.date)}
        helperText={problems.date}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box>
        <SelectField
          label="Project"
          value={draft.projectId}
          options={projects}
          onChange={set('projectId')}
          size="medium"
        />
        {problems.projectId ? <FormHelperText error>{problems.projectId}</FormHelperText> : null}
      </Box>
      <SelectField
        label="Category"
        value={draft.category}
        options={categories}
        onChange={set('category')}
        size="medium"
      />
      <Stack direction="row" spacing={2}>
        <InputField
          label="Amount"
          value={draft.amount}
          onChange={(event) => set('amount')(event.target.value)}
          error={Boolean(problems.amount)}
          helperText={problems.amount}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Box sx={{ minWidth: 110 }}>
          <SelectField
            label="Currency"
            value={draft.currency}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            onChange={(value) => set('currency')(value)}
            size="medium"
          />
        </Box>
      </Stack>
      <InputField
        label="Description"
        value={draft.description}
        onChange={(event) => set('description')(event.target.value)}
        error={Boolean(problems.description)}
        helperText={problems.description}
        required
        fullWidth
        multiline
        minRows={2}
      />
      <Box>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={Object.keys(receiptTypes).join(',')}
          aria-label="Receipt file"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!file) return;
            const problem = receiptFileProblem(file, receiptTypes, receiptMaxBytes);
            setReceiptProblem(problem);
            setReceipt(problem ? null : file);
          }}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AttachFileRoundedIcon />}
            onClick={() => fileInput.current?.click()}
            aria-describedby={receiptHelpId}
            disabled={busy}
          >
            {receipt || currentReceiptName ? 'Replace receipt' : 'Attach receipt'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {receipt?.name ?? currentReceiptName ?? 'No receipt (optional)'}
          </Typography>
        </Stack>
        <FormHelperText id={receiptHelpId} error={Boolean(receiptProblem)}>
          {receiptProblem ??
            `${names.slice(0, -1).join(', ')} or ${names.at(-1)}, up to ${megabytes(receiptMaxBytes)}`}
        </FormHelperText>
      </Box>
    </FormDialog>
  );
}
