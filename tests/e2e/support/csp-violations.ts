// Every Content-Security-Policy violation a page meets, from the first script of each document it loads: the
// `securitypolicyviolation` event (from an init script, so it sees the earliest inline script) and Chromium's console
// message (which also reports what the event does not, such as a refused stylesheet before any script runs).
import type { Page } from 'playwright-core';

/** Starts recording `page`'s violations; the list grows as they happen. Call before the page's first `goto`. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
