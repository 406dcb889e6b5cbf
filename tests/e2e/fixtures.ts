// Every browser test imports `test` and `expect` from here: a test fails when
// the page logs an unexpected console.error or throws (an uncaught error or an
// unhandled rejection), whatever the test itself checks.
import { test as base, expect } from "@playwright/test";

/**
 * The browser logs a failed request as a console error. A 4xx is an answer the
 * test asked for (a missing page, a refused form); a 5xx never is.
 */
const EXPECTED_BY_DEFAULT = [/^Failed to load resource: the server responded with a status of 4\d\d/];

type ConsoleTrap = {
  /** Lets a test that provokes an error on purpose say which one it expects. */
  allow(pattern: RegExp): void;
};

export const test = base.extend<{ consoleTrap: ConsoleTrap }>({
  consoleTrap: [
    async ({ page }, use) => {
      const allowed = [...EXPECTED_BY_DEFAULT];
      const unexpected: string[] = [];
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      page.on("console", (message) => {
        if (message.type() === "error" && !isAllowed(message.text())) unexpected.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => {
        if (!isAllowed(error.message)) unexpected.push(`page error: ${error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(unexpected, "the page logged errors the test did not expect").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
