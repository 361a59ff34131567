import { useEffect } from 'react';
import { APP_NAME } from './config';

/** Formats a page title as '{page} | TaskFlow'; the product name alone stays as it is. */
export function documentTitle(title: string): string {
  return title === APP_NAME || title.includes(APP_NAME) ? title : `${title} | ${APP_NAME}`;
}

/** Sets the browser tab's title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
