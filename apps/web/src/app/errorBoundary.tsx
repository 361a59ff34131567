import { ErrorScreen } from '@app/ui';
import * as React from 'react';
import { shellLinks } from './navigation';
import { reportRenderError } from './securityReporting';

export interface RouteErrorBoundaryProps {
  /** Changes with every navigation: a new location gets a new chance to render. */
  resetKey: string;
  children?: React.ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** A screen that throws while rendering shows the error screen (spec 2.9) until the user goes elsewhere. */
export class RouteErrorBoundary extends React.Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    reportRenderError(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <ErrorScreen error={this.state.error} emergencyLoginHref={shellLinks.emergencyLogin} />;
    }
    return this.props.children;
  }
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

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    reportRenderError(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <ErrorScreen error={this.state.error} emergencyLoginHref={shellLinks.emergencyLogin} />;
    }
    return this.props.children;
  }
}
