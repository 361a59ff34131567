import { getCurrentUser } from '@app/sdk';
import { LoadingScreen } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api';
import { useAuthFlow } from '../../app/layouts/AuthPageLayout';
import { paths } from '../../app/paths';
import { sessionTokens } from '../../app/session';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import type { SignInNoticeCode } from './authErrors';

/** Where a failed sign-in goes (spec 2.5: /login, which forwards to the sign-in screen with the notice). */
function failurePath(code: SignInNoticeCode): string {
  return `${paths.legacy.login.href()}?${new URLSearchParams({ error: code }).toString()}`;
}

/**
 * The identity provider's way back (spec 2.5, 4.1): reads token, error and type. A token is stored and the user
 * loaded, then on to /dashboard; an error, a missing token or a failed user fetch goes to /login with the
 * catalogue's message. The token leaves the address bar at once.
 */
export function AuthCallback() {
  useDocumentTitle('Signing you in');
  const { completeSignIn } = useAuthFlow();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the address is replaced below, and a second effect run (development) must not see it empty.
  const [query] = useState(() => ({
    token: searchParams.get('token'),
    error: searchParams.get('error'),
    type: searchParams.get('type'),
  }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, error, type } = query;
    const google = type === 'google';
    if (error || !token) {
      if (error) navigate(failurePath(google ? 'google' : 'auth'), { replace: true });
      else navigate(failurePath(google ? 'google-incomplete' : 'auth'), { replace: true });
      return;
    }
    // The token must not stay in the history, where it could be copied from.
    window.history.replaceState(window.history.state, '', paths.auth.callback.href());
    sessionTokens.set(token);
    getCurrentUser(api).then(
      (user) => completeSignIn({ token, user }, paths.dashboard.href()),
      () => {
        // Spec 8.2: the setup failure removes the stored token.
        sessionTokens.clear();
        navigate(failurePath('setup'), { replace: true });
      },
    );
  }, [query, completeSignIn, navigate]);

  return <LoadingScreen label="Signing you in..." />;
}
