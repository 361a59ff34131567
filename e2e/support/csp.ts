import type { Page } from '@playwright/test';

/** Collects the violations the page reports, from the first script on, across navigations. */
export async function watchViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => reported.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}
