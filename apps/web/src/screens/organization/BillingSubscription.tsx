import {
  BILLING_MESSAGES,
  type BillingInfo,
  formatMoney,
  monthlyChargeUsdCents,
  ORG_MESSAGES,
  PLANS,
  type PlanId,
  trialStatusText,
} from '@app/domain';
import { failureText, REFUSALS_ONLY } from '@app/sdk';
import { useBilling, useCurrency, useUpdateBilling } from '@app/sdk/react';
import {
  BillingDetailsForm,
  ConfirmDialog,
  DescriptionList,
  InvoiceList,
  Money,
  PageHeader,
  PlanPicker,
  QueryState,
  SectionCard,
  useToast,
} from '@app/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/session';

type PlanChoice = { plan: PlanId; seats: number };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function Billing({ organizationId, billing }: { organizationId: string; billing: BillingInfo }) {
  const { showToast } = useToast();
  const { currency, rates } = useCurrency(api.currency);
  const update = useUpdateBilling(api, organizationId);
  const details = useUpdateBilling(api, organizationId);
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const now = new Date();
  const trial = trialStatusText({ subscriptionTier: billing.plan, trialEndsAt: billing.trialEndsAt }, now);
  const plan = PLANS[billing.plan];
  const failure = (error: unknown) => failureText(error, ORG_MESSAGES.updateBillingFailed, REFUSALS_ONLY);

  const confirmChange = () => {
    if (!choice) return;
    update.mutate(choice, {
      onSuccess: (saved) => {
        setChoice(null);
        showToast(BILLING_MESSAGES.planChanged(PLANS[saved.plan].name), { variant: 'success' });
      },
    });
  };
  const charge = choice ? monthlyChargeUsdCents(choice.plan, choice.seats) / 100 : 0;

  return (
    <Stack spacing={3}>
      <SectionCard title="Current plan" headingLevel="h2">
        <DescriptionList
          items={[
            { term: 'Plan', value: plan.name },
            ...(trial ? [{ term: 'Trial', value: trial }] : []),
            {
              term: 'Seats',
              value: `${billing.seats.used + billing.seats.pending} of ${billing.seats.limit} used`,
            },
            {
              term: 'Monthly charge',
              value: billing.subscription ? (
                <Money
                  amount={monthlyChargeUsdCents(billing.subscription.plan, billing.subscription.seats) / 100}
                  currency={currency}
                  rates={rates}
                />
              ) : (
                'None'
              ),
            },
            ...(billing.subscription
              ? [{ term: 'Renews', value: day(billing.subscription.currentPeriodEnd) }]
              : []),
          ]}
          termWidth={160}
        />
        {billing.trialActive ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            During the trial your organization has every feature of Pro. Choose a plan to keep them after it
            ends.
          </Alert>
        ) : null}
      </SectionCard>

      <SectionCard title="Change plan" subtitle="Prices per seat per month." headingLevel="h2">
        {update.error && !choice ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure(update.error)}
          </Alert>
        ) : null}
        <PlanPicker
          currentPlan={billing.plan}
          currentSeats={billing.seats.limit}
          seatsUsed={billing.seats.used + billing.seats.pending}
          currency={currency}
          rates={rates}
          busy={update.isPending}
          onChoose={(next, seats) => {
            update.reset();
            setChoice({ plan: next, seats });
          }}
        />
      </SectionCard>

      <SectionCard title="Billing details" subtitle="Where invoices go." headingLevel="h2">
        <BillingDetailsForm
          value={billing.details}
          busy={details.isPending}
          error={details.error ? failure(details.error) : undefined}
          onSave={(values) =>
            details.mutateAsync(values, {
              onSuccess: () => showToast(BILLING_MESSAGES.billingSaved, { variant: 'success' }),
            })
          }
        />
      </SectionCard>

      <SectionCard title="Invoices" headingLevel="h2">
        <InvoiceList invoices={billing.invoices} currency={currency} rates={rates} />
      </SectionCard>

      <ConfirmDialog
        open={choice !== null}
        title={choice ? `Change to ${PLANS[choice.plan].name}?` : ''}
        message={
          <>
            {choice?.plan === 'free'
              ? 'Your organization moves to the Free plan now: teams, custom branding and analytics close, and the unused part of the current period is credited.'
              : `${choice ? PLANS[choice.plan].name : ''} with ${choice?.seats ?? 0} seats costs ${formatMoney(charge, currency, rates)} a month, from today. An invoice is issued now, less the unused part of the current period.`}
            {update.error ? (
              // Inside the dialog's paragraph: a span, not an Alert's div.
              <Typography component="span" role="alert" color="error" sx={{ display: 'block', mt: 2 }}>
                {failure(update.error)}
              </Typography>
            ) : null}
          </>
        }
        confirmLabel="Confirm change"
        busy={update.isPending}
        onConfirm={confirmChange}
        onCancel={() => setChoice(null)}
      />
    </Stack>
  );
}

/**
 * Billing & Subscription (/org/billing and /organization/billing; organization admins): the plan and trial,
 * seats used, plan change with confirmation, billing details and invoices in the selected currency.
 */
export function BillingSubscription() {
  const { user } = useSession();
  const organizationId = user?.organizationId ?? undefined;
  const billing = useBilling(api, organizationId);
  return (
    <Stack spacing={3}>
      <PageHeader title="Billing & Subscription" subtitle="Your plan, seats, billing details and invoices." />
      {organizationId && billing.isPending ? (
        <QueryState status="loading" label="Loading billing..." />
      ) : billing.isError || !organizationId || !billing.data ? (
        <QueryState
          status="error"
          title={ORG_MESSAGES.fetchBillingFailed}
          message={failureText(billing.error, ORG_MESSAGES.fetchBillingFailed, REFUSALS_ONLY)}
          onRetry={() => void billing.refetch()}
        />
      ) : (
        <Billing organizationId={organizationId} billing={billing.data} />
      )}
    </Stack>
  );
}
