import { ANALYTICS_TEXTS, type Analytics, type AnalyticsScreenQuery } from '@app/domain';
import { DateRangeFields } from '../DateRangeFields';
import { FilterBar, FilterSelect } from '../FilterBar';

/** The figures' filters: a date range and a project, department or team (ids), as the URL keeps them. */
export type AnalyticsFilterValues = Pick<
  AnalyticsScreenQuery,
  'from' | 'to' | 'projectId' | 'departmentId' | 'teamId'
>;

/** What the viewer may filter by, as the server answered. */
export type AnalyticsFilterOptions = Analytics['options'];

export interface AnalyticsFiltersProps {
  /** The filters in force (e.g. read from the URL). */
  value: AnalyticsFilterValues;
  /** What the viewer may filter by, as the server answered: nothing else is offered. */
  options: AnalyticsFilterOptions;
  /** Called with the whole new set of filters when one of them changes. */
  onChange: (value: AnalyticsFilterValues) => void;
  disabled?: boolean;
  /** The accessible name of the filters (a search landmark). */
  label?: string;
}

function compact(value: AnalyticsFilterValues): AnalyticsFilterValues {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ''),
  ) as AnalyticsFilterValues;
}

const named = (list: readonly { _id: string; name: string }[]) =>
  list.map((item) => ({ value: item._id, label: item.name }));

/**
 * The filters of the reports, in a {@link FilterBar} without search: the dates from and to, and a project, a
 * department and a team chosen among what the viewer may see, with 'Clear filters'.
 */
export function AnalyticsFilters({
  value,
  options,
  onChange,
  disabled = false,
  label = 'Filter the figures',
}: AnalyticsFiltersProps) {
  // A filter with nothing to choose (an individual has no departments or teams) is left out, unless it holds a
  // value from the URL; while the options load (disabled) every filter keeps its place.
  const offered = (list: readonly unknown[], chosen: string | undefined) =>
    disabled || list.length > 0 || Boolean(chosen);
  const set = (patch: AnalyticsFilterValues) => onChange(compact({ ...value, ...patch }));
  return (
    <FilterBar
      label={label}
      onClear={() => onChange({})}
      clearable={Object.keys(compact(value)).length > 0}
      disabled={disabled}
    >
      <DateRangeFields
        from={value.from}
        to={value.to}
        fromLabel={ANALYTICS_TEXTS.from}
        toLabel={ANALYTICS_TEXTS.to}
        onChange={(end, day) => set({ [end]: day || undefined })}
        disabled={disabled}
      />
      <FilterSelect
        label={ANALYTICS_TEXTS.project}
        allLabel={ANALYTICS_TEXTS.allProjects}
        options={options.projects.map((project) => ({ value: project._id, label: project.title }))}
        value={value.projectId ?? ''}
        onChange={(projectId) => set({ projectId: projectId || undefined })}
        disabled={disabled}
      />
      {offered(options.departments, value.departmentId) ? (
        <FilterSelect
          label={ANALYTICS_TEXTS.department}
          allLabel={ANALYTICS_TEXTS.allDepartments}
          options={named(options.departments)}
          value={value.departmentId ?? ''}
          onChange={(departmentId) => set({ departmentId: departmentId || undefined })}
          disabled={disabled}
        />
      ) : null}
      {offered(options.teams, value.teamId) ? (
        <FilterSelect
          label={ANALYTICS_TEXTS.team}
          allLabel={ANALYTICS_TEXTS.allTeams}
          options={named(options.teams)}
          value={value.teamId ?? ''}
          onChange={(teamId) => set({ teamId: teamId || undefined })}
          disabled={disabled}
        />
      ) : null}
    </FilterBar>
  );
}
