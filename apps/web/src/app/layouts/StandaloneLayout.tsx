import { AuthLayout, LoadingScreen } from '@app/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { APP_NAME } from '../config';
import { legalLinks } from '../navigation';
import { paths } from '../paths';

/** The centred card of public single-purpose pages (invitation links), open to visitors and members alike. */
export function StandaloneLayout() {
  return (
    <AuthLayout brandName={APP_NAME} brandHref={paths.home.href()} footerLinks={legalLinks}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AuthLayout>
  );
}
