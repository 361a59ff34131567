import { LoadingScreen } from '@app/ui';
import { Navigate } from 'react-router';
import { paths } from '../paths';
import { useSession } from '../session';

/** `/` (spec 2.1): organization accounts to their dashboard, other signed-in users to theirs, visitors home. */
export function RootRedirect() {
  const { status, user } = useSession();
  if (status === 'loading') return <LoadingScreen fullPage />;
  if (status === 'signedOut' || !user) return <Navigate to={paths.home.href()} replace />;
  const target = user.accountType === 'organization' ? paths.org.dashboard : paths.dashboard;
  return <Navigate to={target.href()} replace />;
}
