import { AuthLayout, LoadingScreen } from '@app/ui';
import { Suspense } from 'react';
import { Navigate, Outlet, useMatch } from 'react-router';
import { APP_NAME } from '../config';
import { legalLinks } from '../navigation';
import { paths } from '../paths';
import { useSession } from '../session';

/**
 * The frame of the sign-in and registration screens (spec 2.1): a spinner while the session loads, signed-in
 * visitors go on to the dashboard, and the choice screens get a wider card.
 */
export function AuthPageLayout() {
  const { status } = useSession();
  const registerOptions = useMatch(paths.auth.registerOptions.path);
  const registerOrganization = useMatch(paths.auth.registerOrganization.path);

  if (status === 'loading') return <LoadingScreen fullPage />;
  if (status === 'signedIn') return <Navigate to={paths.dashboard.href()} replace />;

  return (
    <AuthLayout
      brandName={APP_NAME}
      brandHref={paths.home.href()}
      wide={Boolean(registerOptions || registerOrganization)}
      footerLinks={legalLinks}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AuthLayout>
  );
}
