import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditFilterValues } from '@app/domain';
import { DateRangeFields } from '../DateRangeFields';
import { FilterBar, FilterSelect, filterOptions } from '../FilterBar';

export interface AuditFiltersProps {
  /** The filters in force (e.g. read from the URL). */
  value: AuditFilterValues;
  /** Called with the whole new set of filters when one of them changes. */
  onChange: (value: AuditFilterValues) => void;
  disabled?: boolean;
  /** The filter bar's accessible name (a search landmark); 'Filter the audit log' by default. */
  label?: string;
}

const ACTION_OPTIONS = filterOptions(AUDIT_ACTIONS, AUDIT_ACTION_LABELS);

/** Without the keys whose value is empty: what the URL and the query keep. */
function compact(value: AuditFilterValues): AuditFilterValues {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ''),
  ) as AuditFilterValues;
}

/**
 * The audit log's filters: the actor (part of their email, searched as typing pauses), the action, and the dates
 * from and to (each day taken in whole), with 'Clear filters'.
 */
export function AuditFilters({
  value,
  onChange,
  disabled = false,
  label = 'Filter the audit log',
}: AuditFiltersProps) {
  const set = (patch: AuditFilterValues) => onChange(compact({ ...value, ...patch }));
  return (
    <FilterBar
      label={label}
      searchLabel="Actor"
      search={value.actor ?? ''}
      onSearchChange={(actor) => set({ actor: actor.trim() || undefined })}
      onClear={() => onChange({})}
      clearable={Object.keys(compact(value)).length > 0}
      disabled={disabled}
    >
      <FilterSelect<AuditAction>
        label="Action"
        allLabel="All actions"
        options={ACTION_OPTIONS}
        value={value.action ?? ''}
        onChange={(action) => set({ action: action || undefined })}
        {...(disabled ? { disabled } : {})}
      />
      <DateRangeFields
        from={value.from}
        to={value.to}
        onChange={(end, day) => set({ [end]: day || undefined })}
        disabled={disabled}
      />
    </FilterBar>
  );
}
