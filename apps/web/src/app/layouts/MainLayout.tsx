import { LoadingScreen } from '@app/ui';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../paths';
import { useSession } from '../session';

/**
 * The frame of every signed-in screen (spec 2.2). A visitor who is not signed in goes to the login screen,
 * which can send them back to where they were headed (`state.from`).
 */
export function MainLayout() {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen fullPage />;
  if (status === 'signedOut') {
    return <Navigate to={paths.auth.login.href()} replace state={{ from: location }} />;
  }

  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
