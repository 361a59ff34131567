import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type * as React from 'react';
import { useState } from 'react';
import { SkipLink } from '../../a11y/SkipLink';
import { Header, type HeaderProps } from '../Header/Header';
import { PageHeaderProvider, usePageHeaderContent } from '../PageHeader/PageHeader';
import { Sidebar, type SidebarItem } from '../Sidebar/Sidebar';
import type { ShellUser } from '../UserMenu/UserAvatar';

/** What the shell hands the navigation it draws: where it sits, the phone overlay's state and the width. */
export interface ShellNavigationState {
  /** 'permanent' beside the content; 'temporary' is the phone overlay opened from the header. */
  variant: 'permanent' | 'temporary';
  /** Whether the phone overlay is open. */
  open: boolean;
  /** Closes the phone overlay. */
  onClose: () => void;
  /** Narrow (icons only) instead of wide. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

export interface AppShellProps {
  /** The page. */
  children?: React.ReactNode;
  /** The product name beside the logo. */
  brandName: string;
  /** A custom logo mark. */
  logo?: React.ReactNode;
  /** Where the logo links to. */
  homeHref?: string;
  /** The signed-in user, shown in the sidebar and the account menu. */
  user: ShellUser;
  /** The sidebar entries this user may see, in order (`visibleMainSidebarItems(user)`). */
  items?: readonly SidebarItem[];
  /**
   * Draws another navigation in place of the main sidebar (the organization area's `OrgNavigation`), with
   * the shell's state; `items` is then unused.
   */
  renderNavigation?: (state: ShellNavigationState) => React.ReactNode;
  /** The current path, to mark the current entry. */
  activePath?: string;
  /** Controlled narrow sidebar; leave out to let the shell keep the state. */
  collapsed?: boolean;
  /** The sidebar's starting state when uncontrolled. */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Forces the mobile (overlay) or desktop layout; follows the viewport (below `md`) when left out. */
  mobile?: boolean;
  /**
   * The header's callbacks and default slots. A page sets its own title, subtitle, info and action with
   * {@link PageHeader}, which take the place of these.
   */
  header: Omit<HeaderProps, 'user' | 'onOpenNavigation' | 'navigationOpen'>;
  /** Called when the page's title for the browser tab changes (see {@link PageHeaderProviderProps}). */
  onPageTitleChange?: (title: string | undefined) => void;
  /** The id of the `<main>` element the skip link moves to. */
  mainId?: string;
}

/**
 * The main layout of signed-in screens (spec 2.2): the {@link Sidebar} beside the content (an overlay opened
 * from the header on mobile), the {@link Header} above it, and the page in `<main>`, with a skip link. The page
 * fills the header's title, subtitle, info and action with {@link PageHeader}; without a title it greets.
 */
export function AppShell({ onPageTitleChange, ...props }: AppShellProps) {
  return (
    <PageHeaderProvider onTitleChange={onPageTitleChange}>
      <ShellFrame {...props} />
    </PageHeaderProvider>
  );
}

function ShellFrame({
  children,
  brandName,
  logo,
  homeHref,
  user,
  items = [],
  renderNavigation,
  activePath,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  mobile: mobileProp,
  header,
  mainId = 'main-content',
}: Omit<AppShellProps, 'onPageTitleChange'>) {
  const page = usePageHeaderContent();
  const theme = useTheme();
  const narrowViewport = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const mobile = mobileProp ?? narrowViewport;
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? ownCollapsed;
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The overlay closes when the page changes (a link followed, or back and forward).
  const [overlayPath, setOverlayPath] = useState(activePath);
  if (overlayPath !== activePath) {
    setOverlayPath(activePath);
    setOverlayOpen(false);
  }

  const changeCollapsed = (next: boolean) => {
    setOwnCollapsed(next);
    onCollapsedChange?.(next);
  };

  const navigation: ShellNavigationState = {
    variant: mobile ? 'temporary' : 'permanent',
    open: overlayOpen,
    onClose: () => setOverlayOpen(false),
    collapsed,
    onCollapsedChange: changeCollapsed,
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      {/* Moves focus without touching the URL, so the router does not see a navigation. */}
      <SkipLink targetId={mainId} />
      {renderNavigation ? (
        renderNavigation(navigation)
      ) : (
        <Sidebar
          items={items}
          user={user}
          activePath={activePath}
          brandName={brandName}
          logo={logo}
          homeHref={homeHref}
          {...navigation}
        />
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <Header
          {...header}
          {...pageSlots(page)}
          user={user}
          onOpenNavigation={mobile ? () => setOverlayOpen(true) : undefined}
          navigationOpen={mobile ? overlayOpen : undefined}
        />
        <Box
          component="main"
          id={mainId}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** The header slots a page has set; a slot it left out keeps the shell's default. */
function pageSlots(page: ReturnType<typeof usePageHeaderContent>): Partial<HeaderProps> {
  if (!page) return {};
  const { title, subtitle, info, action } = page;
  return {
    ...(title === undefined ? {} : { title }),
    ...(subtitle === undefined ? {} : { subtitle }),
    ...(info === undefined ? {} : { info }),
    ...(action === undefined ? {} : { action }),
  };
}
