import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type * as React from 'react';
import { useId } from 'react';

export interface RouteTab<Value extends string = string> {
  value: Value;
  label: string;
}

export interface RouteTabsProps<Value extends string = string> {
  /** The tabs, in order. */
  tabs: readonly RouteTab<Value>[];
  /** The selected tab, as the page read it from the URL. */
  value: Value;
  /** The URL that selects a tab: each tab is a link to it, through the theme's link component. */
  href: (value: Value) => string;
  /** Names the tab list, e.g. 'Project sections'. */
  'aria-label': string;
  /** The selected tab's panel. */
  children?: React.ReactNode;
  /**
   * Called when a tab is about to be chosen (the pointer is over it, it has focus, a finger is on it): a page
   * starts loading that tab's code here, so that the switch does not wait for it.
   */
  onTabIntent?: (value: Value) => void;
}

/**
 * Tabs whose selection lives in the URL: each tab is a link (so a tab can be opened in a new window, shared and
 * reached again with the back button), and the page passes the tab it read from the URL as `value`.
 */
export function RouteTabs<Value extends string>({
  tabs,
  value,
  href,
  'aria-label': ariaLabel,
  children,
  onTabIntent,
}: RouteTabsProps<Value>) {
  const baseId = useId();
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={value} aria-label={ariaLabel} variant="scrollable" allowScrollButtonsMobile>
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              href={href(tab.value)}
              id={tabId(tab.value)}
              aria-controls={tab.value === value ? panelId : undefined}
              aria-current={tab.value === value ? 'page' : undefined}
              {...(onTabIntent && tab.value !== value
                ? {
                    onPointerEnter: () => onTabIntent(tab.value),
                    onFocus: () => onTabIntent(tab.value),
                  }
                : {})}
              sx={{
                textTransform: 'none',
                fontWeight: 600,
                fontSize: '0.95rem',
                minWidth: { xs: 0, sm: 90 },
              }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(value)} sx={{ pt: 3 }}>
        {children}
      </Box>
    </Box>
  );
}
