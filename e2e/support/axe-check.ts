import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** axe-core's browser build, installed with the lint and Lighthouse tooling. */
const AXE_SOURCE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * WCAG 2.2 A and AA checks with axe on `selector` (the whole page when absent). A gateway's
 * page in an iframe is the gateway's own and is left out.
 */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      iframes: false,
    })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, selector);
  expect(violations).toEqual([]);
}
