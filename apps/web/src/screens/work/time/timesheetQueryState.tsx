import { TIME_SCREEN_TEXTS } from '@app/domain';
import { failureText } from '@app/sdk';
import { QueryState } from '@app/ui';

/** What a week's timesheet shows while it loads or when it could not be loaded; null once it is there. */
export function timesheetQueryState(sheet: {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  error: unknown;
  refetch: () => unknown;
}) {
  if (sheet.isPending) return <QueryState status="loading" label={TIME_SCREEN_TEXTS.loading} />;
  if (sheet.isError && !sheet.data) {
    return (
      <QueryState
        status="error"
        title={TIME_SCREEN_TEXTS.loadFailed}
        message={failureText(sheet.error, TIME_SCREEN_TEXTS.loadFailed)}
        onRetry={() => void sheet.refetch()}
      />
    );
  }
  return null;
}
