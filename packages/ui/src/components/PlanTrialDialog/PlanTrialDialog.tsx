import {
  type Organization,
  PLAN_OPTIONS,
  PLATFORM_TEXTS,
  type PlatformPlanPayload,
  PlatformPlanPayloadSchema,
  type SubscriptionTier,
  trialDayOf,
  trialEndOfDay,
} from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { InputField } from '../InputField';
import { SelectField } from '../SelectField';

const T = PLATFORM_TEXTS.planTrial;

export interface PlanTrialDialogProps {
  /** The organization whose plan and trial are set. */
  organization: Pick<Organization, 'name' | 'subscriptionTier' | 'trialEndsAt'>;
  busy?: boolean;
  /** Why the server refused; shown above the fields. */
  error?: string;
  /** The plan and the trial end (the end of the picked day, or null for no trial). */
  onSubmit: (payload: PlatformPlanPayload) => void;
  onCancel: () => void;
}

/**
 * Billing support in the platform console: an organization's plan and the day its trial ends (empty for no
 * trial), checked by the domain's schema (a known plan, a future trial end) before it is sent.
 */
export function PlanTrialDialog({ organization, busy, error, onSubmit, onCancel }: PlanTrialDialogProps) {
  const [plan, setPlan] = useState<SubscriptionTier>(organization.subscriptionTier);
  const [day, setDay] = useState(trialDayOf(organization.trialEndsAt));
  const [problem, setProblem] = useState<string | undefined>();

  const submit = () => {
    const checked = PlatformPlanPayloadSchema.safeParse({
      plan,
      trialEndsAt: day ? trialEndOfDay(day) : null,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onSubmit(checked.data);
  };

  return (
    <FormDialog
      open
      title={T.title(organization.name)}
      submitLabel={T.save}
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      error={error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {T.intro}
        </Typography>
        <SelectField label={T.plan} value={plan} options={PLAN_OPTIONS} size="medium" onChange={setPlan} />
        <InputField
          type="date"
          label={T.trialEnds}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? T.noTrial}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </FormDialog>
  );
}
