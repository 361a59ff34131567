import { Navigate, useLocation } from 'react-router';

export interface ForwardProps {
  to: string;
}

/** Sends an older link on to its current path, keeping its query string and hash. */
export function Forward({ to }: ForwardProps) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
