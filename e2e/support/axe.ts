import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core against WCAG 2.2 A and AA on the part of the page a journey checks (by default
 * the page's main content, `#main-content`; an open modal is `dialog[open]`); any violation
 * fails with its rule ids and targets.
 */
export async function expectNoAxeViolations(page: Page, include = '#main-content'): Promise<void> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the pages' CSP allows
  // only scripts carrying the response's nonce.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(
      { include: [selector] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    );
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => n.target),
    }));
  }, include);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
