import {
  CURRENCIES,
  type Currency,
  formatMinor,
  fromMinorUnits,
  TIME_SCREEN_TEXTS,
  TIME_TEXTS,
  toMinorUnits,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { InputField } from '../InputField';
import { SectionCard } from '../SectionCard';
import { SelectField } from '../SelectField';

/** An hourly rate in minor units of its currency. */
export interface ProjectRate {
  rateMinor: number;
  currency: Currency;
}

/** A project member and their own rate, if any (it wins over the project's). */
export interface ProjectRatesMember {
  userId: string;
  name: string;
  rate: ProjectRate | null;
}

/** What Save sends: the project's rate and the members who have one of their own. */
export interface ProjectRatesValues {
  projectRate: ProjectRate | null;
  members: Array<ProjectRate & { userId: string }>;
}

export interface ProjectRatesCardProps {
  projectName: string;
  projectRate: ProjectRate | null;
  members: readonly ProjectRatesMember[];
  /** Finance managers edit; everyone else reads. */
  canEdit: boolean;
  /** Resolves once saved, or rejects with an Error whose message the card shows. */
  onSave?: (values: ProjectRatesValues) => Promise<void>;
  headingLevel?: 'h2' | 'h3';
}

interface Line {
  amount: string;
  currency: Currency;
}

const lineOf = (rate: ProjectRate | null): Line => ({
  amount: rate ? String(fromMinorUnits(rate.rateMinor, rate.currency)) : '',
  currency: rate?.currency ?? 'USD',
});
const invalid = (line: Line) => line.amount.trim() !== '' && !/^\d+(\.\d{1,2})?$/.test(line.amount.trim());
const rateOf = (line: Line): ProjectRate | null =>
  line.amount.trim() === ''
    ? null
    : { rateMinor: toMinorUnits(Number(line.amount), line.currency), currency: line.currency };
const perHour = (rate: ProjectRate | null) =>
  rate ? `${formatMinor(rate.rateMinor, rate.currency)} / h` : '–';

function RateInput({
  label,
  currencyLabel,
  line,
  onChange,
}: {
  label: string;
  currencyLabel: string;
  line: Line;
  onChange: (line: Line) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 104px', gap: 1.5 }}>
      <InputField
        label={label}
        value={line.amount}
        size="small"
        onChange={(event) => onChange({ ...line, amount: event.target.value })}
        error={invalid(line)}
        helperText={invalid(line) ? TIME_SCREEN_TEXTS.rateInvalid : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <SelectField
        label={currencyLabel}
        value={line.currency}
        options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        onChange={(currency) => onChange({ ...line, currency })}
      />
    </Box>
  );
}

/**
 * A project's hourly rates for billable time: the project's rate and each member's own (which wins), in USD or
 * INR. Finance managers edit them (amounts in major units, sent as minor units); others read them.
 */
export function ProjectRatesCard({
  projectName,
  projectRate,
  members,
  canEdit,
  onSave,
  headingLevel = 'h2',
}: ProjectRatesCardProps) {
  // The rates in force as one value: a new answer resets the form, a re-render with the same rates does not.
  const signature = JSON.stringify({
    projectRate,
    members: members.map((member) => [member.userId, member.rate] as const),
  });
  const initial = useMemo(() => {
    const rates = JSON.parse(signature) as {
      projectRate: ProjectRate | null;
      members: Array<readonly [string, ProjectRate | null]>;
    };
    return {
      project: lineOf(rates.projectRate),
      members: Object.fromEntries(rates.members.map(([userId, rate]) => [userId, lineOf(rate)])),
    };
  }, [signature]);
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => setDraft(initial), [initial]);

  const problem = invalid(draft.project) || Object.values(draft.members).some(invalid);
  const save = () => {
    if (problem || !onSave) return;
    setBusy(true);
    setError(undefined);
    onSave({
      projectRate: rateOf(draft.project),
      members: members.flatMap((member) => {
        const rate = rateOf(draft.members[member.userId] ?? lineOf(null));
        return rate ? [{ userId: member.userId, ...rate }] : [];
      }),
    }).then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <SectionCard
      title={`${TIME_TEXTS.rates}: ${projectName}`}
      subtitle={TIME_TEXTS.rateHint}
      headingLevel={headingLevel}
    >
      {canEdit ? (
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label={`${TIME_TEXTS.rates}: ${projectName}`}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {error ? <Alert severity="error">{error}</Alert> : null}
          <RateInput
            label={TIME_TEXTS.projectRate}
            currencyLabel={`${TIME_TEXTS.projectRate}: currency`}
            line={draft.project}
            onChange={(project) => setDraft((current) => ({ ...current, project }))}
          />
          {members.length > 0 ? (
            <Typography variant="subtitle2" component="p">
              {TIME_TEXTS.memberRates}
            </Typography>
          ) : null}
          {members.map((member) => (
            <RateInput
              key={member.userId}
              label={TIME_SCREEN_TEXTS.rateFor(member.name)}
              currencyLabel={TIME_SCREEN_TEXTS.rateCurrencyFor(member.name)}
              line={draft.members[member.userId] ?? lineOf(null)}
              onChange={(line) =>
                setDraft((current) => ({
                  ...current,
                  members: { ...current.members, [member.userId]: line },
                }))
              }
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={busy || problem}>
              {TIME_SCREEN_TEXTS.saveRates}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1 }}
        >
          <Typography component="dt" variant="body2">
            {TIME_TEXTS.projectRate}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {projectRate ? perHour(projectRate) : TIME_SCREEN_TEXTS.noRate}
          </Typography>
          {members
            .filter((member) => member.rate)
            .map((member) => (
              <Box key={member.userId} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {member.name}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {perHour(member.rate)}
                </Typography>
              </Box>
            ))}
        </Box>
      )}
    </SectionCard>
  );
}
