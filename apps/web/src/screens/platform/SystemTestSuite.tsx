import { SYSTEM_CHECKS, SYSTEM_TEST_SUITE_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { useSystemCheckRun, useSystemCheckRuns } from '@app/sdk/react';
import { PageHeader, QueryState, SectionCard, SystemCheckList, SystemRunHistory } from '@app/ui';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../app/api';

const HISTORY_LIMIT = 10;
const IDLE_CHECKS = SYSTEM_CHECKS.map(({ name, label }) => ({ name, label }));

/**
 * System Test Suite (/org/test-suite; org admins and platform admins, individuals included): 'Run all checks'
 * runs the server's live checks, each one's status, time and message shown as it answers; the history below
 * lists the runs the viewer may see.
 */
export function SystemTestSuite() {
  const run = useSystemCheckRun(api);
  const [page, setPage] = useState(1);
  const history = useSystemCheckRuns(api, { page, limit: HISTORY_LIMIT });
  const running = run.phase === 'running';

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={T.title}
        subtitle={T.description}
        action={
          <Button
            variant="contained"
            startIcon={<PlayArrowRoundedIcon />}
            onClick={run.start}
            disabled={running}
          >
            {running ? T.running : T.run}
          </Button>
        }
      />
      <SectionCard title={T.resultsTitle} headingLevel="h2" flush>
        <SystemCheckList
          checks={run.checks.length > 0 ? run.checks : IDLE_CHECKS}
          running={running}
          error={run.error}
        />
      </SectionCard>
      <SectionCard title={T.historyTitle} headingLevel="h2" flush>
        {history.isError && !history.data ? (
          <QueryState
            status="error"
            title={T.historyFailed}
            message={failureText(history.error, T.historyFailed)}
            onRetry={() => void history.refetch()}
          />
        ) : (
          <SystemRunHistory
            runs={history.data?.data ?? []}
            total={history.data?.pagination.total ?? 0}
            page={page}
            limit={HISTORY_LIMIT}
            onPageChange={setPage}
            loading={!history.data || history.isPlaceholderData}
          />
        )}
      </SectionCard>
    </Stack>
  );
}
