/**
 * Issue 14 "Tests that would catch a wrong answer": the browser journeys get no second try,
 * never sleep a fixed time (a wait is for a condition: a locator, `expect.poll`, a held route),
 * and never compute an expected price with the storefront's own price code. This reads every
 * file under e2e/ so a journey added later is held to the same rules.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e');

const FORBIDDEN: { rule: string; pattern: RegExp }[] = [
  { rule: 'no retry of a journey', pattern: /\bretry\s*:/g },
  { rule: 'no fixed sleep', pattern: /\bwaitForTimeout\s*\(/g },
  {
    rule: 'expected prices written out, not formatted or priced with @souk/core',
    pattern:
      /import\s*\{[^}]*\b(formatPrice|linePrice\w*|cartTotals?)\b[^}]*\}\s*from\s*'@souk\/core'/g,
  },
];

async function journeyFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('browser journey hygiene (issue 14)', () => {
  it('no journey retries, sleeps a fixed time or prices with the code under test', async () => {
    const files = await journeyFiles(e2eDir);
    // The suite is there to read: an empty or misplaced folder would pass anything.
    expect(files.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(file, 'utf8');
      for (const { rule, pattern } of FORBIDDEN) {
        // Whole-file matches, so an import spread over several lines is caught too.
        for (const match of text.matchAll(pattern)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`${path.relative(e2eDir, file)}:${line} (${rule}): ${match[0]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
