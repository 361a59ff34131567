import type { AuthResponse, User } from '@app/domain';
import { AuthLayout, LoadingScreen } from '@app/ui';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Navigate, Outlet, useMatch, useOutletContext } from 'react-router';
import { APP_NAME } from '../config';
import { legalLinks } from '../navigation';
import { paths } from '../paths';
import { useSession } from '../session';

/** What the auth screens get from their layout. */
export interface AuthFlow {
  /** Starts the session and leaves the auth screens for `destination` (not the default dashboard). */
  completeSignIn(answer: AuthResponse, destination: string): void;
}

/** The auth flow of the surrounding {@link AuthPageLayout}. */
export function useAuthFlow(): AuthFlow {
  return useOutletContext<AuthFlow>();
}

/** Where an account starts after signing in (spec 2.5): organization accounts in their area, others at home. */
export function startPathFor(user: Pick<User, 'accountType'>): string {
  return user.accountType === 'organization' ? paths.org.dashboard.href() : paths.dashboard.href();
}

/**
 * The frame of the sign-in and registration screens (spec 2.1): a spinner while the session loads, signed-in
 * visitors go on to the dashboard (or to where the screen that signed them in sends them; the email verification
 * link excepted), and the choice
 * screens get a wider card.
 */
export function AuthPageLayout() {
  const { status, signIn } = useSession();
  const registerOptions = useMatch(paths.auth.registerOptions.path);
  const registerOrganization = useMatch(paths.auth.registerOrganization.path);
  // A verification link is for the account that registered, usually still signed in: it stays on its screen.
  const verifyEmail = useMatch(paths.auth.verifyEmail.path);
  // Set in the same update as the session, so the redirect below goes to the screen's choice.
  const [destination, setDestination] = useState<string | null>(null);

  const completeSignIn = useCallback(
    (answer: AuthResponse, to: string) => {
      setDestination(to);
      signIn(answer);
    },
    [signIn],
  );
  const flow = useMemo<AuthFlow>(() => ({ completeSignIn }), [completeSignIn]);

  if (status === 'loading') return <LoadingScreen fullPage />;
  if (status === 'signedIn' && !verifyEmail)
    return <Navigate to={destination ?? paths.dashboard.href()} replace />;

  return (
    <AuthLayout
      brandName={APP_NAME}
      brandHref={paths.home.href()}
      wide={Boolean(registerOptions || registerOrganization)}
      footerLinks={legalLinks}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet context={flow} />
      </Suspense>
    </AuthLayout>
  );
}
