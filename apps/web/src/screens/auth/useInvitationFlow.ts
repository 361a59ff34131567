import { type InvitationAcceptance, INVITATION_MESSAGES as M, type ProjectInvitationRole } from '@app/domain';
import { ApiError, failureText } from '@app/sdk';
import {
  useAcceptInvitationLink,
  useInvitationValidation,
  useLogin,
  useRegisterWithInvitation,
  useRespondInvitation,
} from '@app/sdk/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { loginFailureText } from './authErrors';

/** Where the person landed after accepting: what the welcome screen shows. */
export interface JoinedProject {
  projectId: string;
  projectName: string;
  role?: ProjectInvitationRole;
}

export interface AuthValues {
  mode: 'login' | 'register';
  name?: string;
  password: string;
}

/** Spec 8.3's text for a failed acceptance: the session gone, the link spent, or the server's own reason. */
function acceptFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return M.sessionNotFound;
    if (error.status === 404 || error.status === 410) return M.invalidOrExpired;
  }
  return failureText(error, M.processingFailed);
}

function joinedFrom(data: InvitationAcceptance, fallbackName: string): JoinedProject | undefined {
  if (!data.project) return undefined;
  return { projectId: data.project._id, projectName: data.project.title ?? fallbackName, role: data.role };
}

/**
 * The acceptance flow of spec 4.3 for one link: validate; sign in or register with the invited address (the
 * acceptance is then retried by itself); accept, through POST /invite/respond for /invite links or through
 * POST /projects/accept-invitation/{token} for /accept-invitation links (`projectId` given); or decline.
 */
export function useInvitationFlow(token: string, projectId: string | undefined) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signedIn';
  // Not before the session is known: a stored session would read the link once as a guest, then again.
  const validation = useInvitationValidation(api, session.status === 'loading' ? undefined : token, {
    signedIn,
  });
  const respond = useRespondInvitation(api);
  const acceptLink = useAcceptInvitationLink(api);
  const login = useLogin(api);
  const register = useRegisterWithInvitation(api);
  const [joined, setJoined] = useState<JoinedProject>();
  const [failure, setFailure] = useState<string>();
  const projectName = validation.data?.invitation.projectName ?? '';

  async function accept(): Promise<void> {
    setFailure(undefined);
    try {
      if (projectId) {
        const answer = await acceptLink.mutateAsync({ token, projectId });
        if (!answer.success || answer.data.requiresAuth) {
          setFailure(M.sessionNotFound);
          return;
        }
        setJoined(joinedFrom(answer.data, projectName));
        return;
      }
      const answer = await respond.mutateAsync({ token, action: 'accept' });
      setJoined(joinedFrom(answer.data, projectName));
    } catch (error) {
      setFailure(acceptFailureText(error));
    }
  }

  async function decline(): Promise<void> {
    setFailure(undefined);
    try {
      await respond.mutateAsync({ token, action: 'decline' });
      navigate(paths.root.href(), { replace: true });
    } catch (error) {
      setFailure(failureText(error, M.declineFailed));
    }
  }

  /** Signs in or registers as the invited address, then accepts without another click. */
  async function authenticate(values: AuthValues): Promise<void> {
    const email = validation.data?.invitation.email;
    if (!email) return;
    setFailure(undefined);
    try {
      const answer =
        values.mode === 'login'
          ? await login.mutateAsync({ email, password: values.password })
          : await register.mutateAsync({ token, name: values.name?.trim() ?? '', password: values.password });
      session.signIn(answer);
    } catch (error) {
      setFailure(values.mode === 'login' ? loginFailureText(error) : failureText(error, M.processingFailed));
      return;
    }
    await accept();
  }

  return {
    session,
    validation,
    joined,
    failure,
    busy: respond.isPending || acceptLink.isPending || login.isPending || register.isPending,
    accept,
    decline,
    authenticate,
    signOut: session.signOut,
  };
}
