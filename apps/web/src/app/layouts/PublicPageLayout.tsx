import { LoadingScreen, PublicLayout } from '@app/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { APP_NAME } from '../config';
import { publicActions, publicFooterLinks, publicNavLinks } from '../navigation';
import { paths } from '../paths';

/** The frame of /home, /privacy and /terms. */
export function PublicPageLayout() {
  return (
    <PublicLayout
      brandName={APP_NAME}
      brandHref={paths.home.href()}
      tagline="Projects, tasks and teams in one place."
      navLinks={publicNavLinks}
      actions={publicActions}
      footerLinks={publicFooterLinks}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
