import { formatDuration, TIME_MESSAGES, TIME_SCREEN_TEXTS, type TimesheetSummary } from '@app/domain';
import { failureText } from '@app/sdk';
import { useReviewTimesheet, useTimesheet } from '@app/sdk/react';
import { EmptyState, QueryState, SectionCard, TimesheetWeek, useToast } from '@app/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api } from '../../../app/api';
import { timesheetRows } from './MyWeek';
import { timesheetQueryState } from './timesheetQueryState';

export interface ApprovalsProps {
  pending: {
    data?: TimesheetSummary[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The timesheet under review; the oldest waiting one without. */
  selected: string | undefined;
  onSelect: (id: string) => void;
}

function Review({ summary }: { summary: TimesheetSummary }) {
  const { showToast } = useToast();
  const sheet = useTimesheet(api, { week: summary.weekStart, userId: summary.user._id });
  const review = useReviewTimesheet(api);
  const pending = timesheetQueryState(sheet);
  if (pending || !sheet.data) return pending;
  const data = sheet.data;
  return (
    <TimesheetWeek
      weekStart={data.weekStart}
      rows={timesheetRows(data)}
      state={data.state}
      reason={data.reason}
      person={summary.user.name}
      canReview={data.canReview}
      busy={review.isPending}
      onApprove={() =>
        review.mutate(
          { id: summary._id, decision: 'approve' },
          {
            onSuccess: () => showToast(TIME_MESSAGES.approved, { variant: 'success' }),
            onError: (error) =>
              showToast(failureText(error, TIME_SCREEN_TEXTS.reviewFailed), { variant: 'error' }),
          },
        )
      }
      onReject={(reason) =>
        review.mutateAsync({ id: summary._id, decision: 'reject', reason }).then(
          () => {
            showToast(TIME_MESSAGES.rejected, { variant: 'success' });
          },
          (error: unknown) => {
            throw new Error(failureText(error, TIME_SCREEN_TEXTS.reviewFailed));
          },
        )
      }
    />
  );
}

/** The submitted weeks awaiting the viewer's review, and the chosen one's grid with Approve and Reject. */
export function Approvals({ pending, selected, onSelect }: ApprovalsProps) {
  if (pending.isPending) return <QueryState status="loading" label={TIME_SCREEN_TEXTS.loading} />;
  if (pending.isError && !pending.data) {
    return (
      <QueryState
        status="error"
        title={TIME_SCREEN_TEXTS.pendingLoadFailed}
        message={failureText(pending.error, TIME_SCREEN_TEXTS.pendingLoadFailed)}
        onRetry={() => void pending.refetch()}
      />
    );
  }
  const list = pending.data ?? [];
  if (list.length === 0) return <EmptyState title={TIME_SCREEN_TEXTS.awaitingNone} />;
  const current = list.find((item) => item._id === selected) ?? list[0]!;
  return (
    <Stack spacing={2}>
      <Stack
        component="ul"
        aria-label={TIME_SCREEN_TEXTS.pendingList}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {list.map((item) => (
          <li key={item._id}>
            <Button
              variant={item._id === current._id ? 'contained' : 'outlined'}
              aria-pressed={item._id === current._id}
              onClick={() => onSelect(item._id)}
            >
              {TIME_SCREEN_TEXTS.pendingItem(
                item.user.name,
                TIME_SCREEN_TEXTS.weekOf(item.weekStart, item.weekEnd),
                formatDuration(item.totalSeconds),
              )}
            </Button>
          </li>
        ))}
      </Stack>
      <SectionCard>
        <Review key={current._id} summary={current} />
      </SectionCard>
    </Stack>
  );
}
