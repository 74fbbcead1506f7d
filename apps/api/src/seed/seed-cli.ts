/**
 * `npm run db:seed [-- --scale demo|large] [--reset] [--vendors N] [--products-per-vendor N]`
 *
 * Opens the database exactly as the server does (DATABASE_URL, else PGlite under DATA_DIR),
 * applies migrations, then seeds. Seeding what is already there prints "already seeded" and
 * exits 0, so the command is safe to repeat; --reset empties every table first.
 */
import { ConfigError, loadConfig } from '#api/config/config.ts';
import { openConfiguredDatabase } from '#api/db/open-from-config.ts';
import { resetDatabase } from './reset.ts';
import type { SeedSummary } from './seed-demo.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';
import { LARGE_DEFAULTS, hasLargeLocality, seedLarge } from './seed-large.ts';

interface CliOptions {
  scale: 'demo' | 'large';
  reset: boolean;
  vendors: number;
  productsPerVendor: number;
}

const USAGE = `Usage: npm run db:seed -- [--scale demo|large] [--reset] [--vendors N] [--products-per-vendor N]
  --scale demo    the demo marketplace (default)
  --scale large   the demo plus the benchmark locality "metropolis"
                  (default ${LARGE_DEFAULTS.vendors} vendors x ${LARGE_DEFAULTS.productsPerVendor} products, plus one with 1000)
  --reset         empty every table first`;

function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { scale: 'demo', reset: false, ...LARGE_DEFAULTS };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag = '', inline] = (argv[i] ?? '').split('=', 2);
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    const positive = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1)
        throw new UsageError(`${flag} needs a positive whole number`);
      return n;
    };
    if (flag === '--scale') {
      const scale = value();
      if (scale !== 'demo' && scale !== 'large')
        throw new UsageError(`--scale must be demo or large, got ${scale}`);
      options.scale = scale;
    } else if (flag === '--reset') options.reset = true;
    else if (flag === '--vendors') options.vendors = positive();
    else if (flag === '--products-per-vendor') options.productsPerVendor = positive();
    else throw new UsageError(flag === '--help' || flag === '-h' ? '' : `Unknown argument ${flag}`);
  }
  return options;
}

class UsageError extends Error {}

function printSummary(what: string, summary: SeedSummary): void {
  const { durationMs, partnerCode, ...counts } = summary;
  console.log(
    `Seeded ${what} for partner "${partnerCode}" in ${(durationMs / 1000).toFixed(1)} s:`,
  );
  for (const [table, rows] of Object.entries(counts)) {
    if (rows > 0) console.log(`  ${table.padEnd(16)} ${rows}`);
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (options.reset) {
      const tables = await resetDatabase(database.db);
      console.log(`Emptied ${tables.length} tables.`);
    }
    if (options.scale === 'demo') {
      if (!(await isDatabaseEmpty(database.db))) {
        console.log(
          'The database is already seeded (a partner exists); use --reset to start over.',
        );
        return 0;
      }
      printSummary(
        'the demo marketplace',
        await seedDemo(database.db, { partnerCode: config.PARTNER_CODE }),
      );
      return 0;
    }
    if (await hasLargeLocality(database.db, config.PARTNER_CODE)) {
      console.log(
        'The database is already seeded at large scale (metropolis exists); use --reset to start over.',
      );
      return 0;
    }
    const summary = await seedLarge(database.db, {
      vendors: options.vendors,
      productsPerVendor: options.productsPerVendor,
      partnerCode: config.PARTNER_CODE,
      onProgress: (message) => console.log(`  ${message}`),
    });
    printSummary('the metropolis benchmark locality', summary);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      if (!error.message) {
        console.log(USAGE);
        process.exit(0);
      }
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
