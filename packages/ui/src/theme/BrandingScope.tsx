import type * as React from 'react';
import { useMemo } from 'react';
import { BRANDING_SCOPE_ATTRIBUTE, sanitizeCustomCSS } from './customCss';

export interface BrandingScopeProps {
  /** The organization's custom CSS; cleaned and scoped by {@link sanitizeCustomCSS} before it is applied. */
  customCSS?: string | null;
  children?: React.ReactNode;
}

/**
 * The branded area: everything inside it, and nothing outside, can be restyled by the organization's custom
 * CSS. It adds no box of its own (`display: contents`), so layouts inside behave as if it were not there.
 */
export function BrandingScope({ customCSS, children }: BrandingScopeProps) {
  const css = useMemo(() => sanitizeCustomCSS(customCSS), [customCSS]);
  const scope = { [BRANDING_SCOPE_ATTRIBUTE]: '' };
  return (
    <div {...scope} style={{ display: 'contents' }}>
      {css ? <style data-branding-css="">{css}</style> : null}
      {children}
    </div>
  );
}
