import { ErrorScreen } from '@app/ui';
import * as React from 'react';
import { useRouteError } from 'react-router';
import { shellLinks } from './navigation';

/** The router's error element: a screen that throws while rendering or loading shows the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} emergencyLoginHref={shellLinks.emergencyLogin} />;
}

export interface AppErrorBoundaryProps {
  children?: React.ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * The last line of defence (spec 2.9, 8.7): an error outside the route tree (a provider, the start-up gate)
 * shows the error screen rather than a blank page.
 */
export class AppErrorBoundary extends React.Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <ErrorScreen error={this.state.error} emergencyLoginHref={shellLinks.emergencyLogin} />;
    }
    return this.props.children;
  }
}
