import { InputField } from '../InputField';

/** One end of a {@link DateRangeFields} range. */
export type DateRangeEnd = 'from' | 'to';

export interface DateRangeFieldsProps {
  /** The first day of the range, `YYYY-MM-DD`; empty or undefined when open. */
  from: string | undefined;
  /** The last day of the range, `YYYY-MM-DD`; empty or undefined when open. */
  to: string | undefined;
  /** Called with the end that changed and its new day ('' when it was cleared). */
  onChange: (end: DateRangeEnd, value: string) => void;
  /** The fields' labels (their accessible names); 'From' and 'To' by default. */
  fromLabel?: string;
  toLabel?: string;
  disabled?: boolean;
}

/**
 * The 'From' and 'To' date fields of a filter row, side by side: each keeps the other's day as its bound, so the
 * range cannot be turned round. It renders the two fields only (no wrapper), to sit in the row or grid of its filters.
 */
export function DateRangeFields({
  from,
  to,
  onChange,
  fromLabel = 'From',
  toLabel = 'To',
  disabled = false,
}: DateRangeFieldsProps) {
  const field = (end: DateRangeEnd, label: string, value: string | undefined, bound: object) => (
    <InputField
      type="date"
      size="small"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(end, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
      sx={{ flex: '1 1 150px', minWidth: 0 }}
    />
  );
  return (
    <>
      {field('from', fromLabel, from, to ? { max: to } : {})}
      {field('to', toLabel, to, from ? { min: from } : {})}
    </>
  );
}
