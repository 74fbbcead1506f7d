/**
 * Runs npm scripts in lanes: the scripts of one lane one after another, the lanes side by side.
 * `npm test` uses it for the checks that only read the sources (typecheck, lint, unit tests) and
 * the build, which together keep a 2-core machine busy where one after another they used one
 * core. Each lane's output is held back and printed whole when the lane ends, so the logs do
 * not interleave; the exit code is the first failing script's.
 *
 *   node --import tsx scripts/run-lanes.ts "typecheck build" "lint test:unit"
 */
import { spawn } from 'node:child_process';

interface LaneResult {
  output: string;
  failed: string | null;
  code: number;
}

function runScript(script: string): Promise<{ output: string; code: number; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Output goes through a pipe; keep colours only where this script's own output is a terminal.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ output, code: code ?? 1, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

async function runLane(scripts: string[]): Promise<LaneResult> {
  let output = '';
  for (const script of scripts) {
    const result = await runScript(script);
    output += `\n== npm run ${script} (${result.seconds.toFixed(1)} s, exit ${result.code})\n`;
    output += result.output;
    if (result.code !== 0) return { output, failed: script, code: result.code };
  }
  return { output, failed: null, code: 0 };
}

const lanes = process.argv
  .slice(2)
  .map((lane) => lane.split(/\s+/).filter(Boolean))
  .filter((lane) => lane.length > 0);
if (lanes.length === 0) {
  console.error('usage: run-lanes.ts "script script…" ["script…" …]');
  process.exit(2);
}

console.log(`== in lanes: ${lanes.map((lane) => lane.join(' then ')).join(' | ')}`);
const results = await Promise.all(
  lanes.map(async (lane) => {
    const result = await runLane(lane);
    process.stdout.write(result.output);
    return result;
  }),
);
const failed = results.find((result) => result.failed !== null);
if (failed) {
  console.error(`\nnpm run ${failed.failed} failed`);
  process.exit(failed.code);
}
