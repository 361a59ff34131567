import { SESSION_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { useEndOtherSessions, useEndSession, useSessions } from '@app/sdk/react';
import { QueryState, SectionCard, SessionList, useToast } from '@app/ui';
import { api } from '../../app/api';
import { useSignOut } from '../../app/layouts/useShellHeader';

/** /profile's 'Sessions': where the account is signed in; end one, or all but this one. */
export function SessionsSection() {
  const sessions = useSessions(api);
  const endSession = useEndSession(api);
  const endOthers = useEndOtherSessions(api);
  const signOut = useSignOut();
  const { showToast } = useToast();

  return (
    <SectionCard title={T.sessionsTitle} subtitle={T.sessionsHint}>
      {sessions.isPending ? (
        <QueryState status="loading" label="Loading sessions..." />
      ) : sessions.isError ? (
        <QueryState
          status="error"
          title="Sessions could not be loaded."
          message={failureText(sessions.error, '')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <SessionList
          sessions={sessions.data}
          onEnd={async (session) => {
            try {
              const message = await endSession.mutateAsync(session._id);
              showToast(message, { variant: 'success' });
            } catch (error) {
              throw new Error(failureText(error, 'The session could not be ended'));
            }
            if (session.current) signOut();
          }}
          onEndOthers={async () => {
            try {
              const { message } = await endOthers.mutateAsync();
              showToast(message, { variant: 'success' });
            } catch (error) {
              throw new Error(failureText(error, 'The sessions could not be ended'));
            }
          }}
        />
      )}
    </SectionCard>
  );
}
