/**
 * `npm run bundle:publish -- --bundle <zip> --version <version> [--min-native <v>]
 * [--min-native-ios <v>] [--min-native-android <v>] [--store-link <url>] [--store-link-ios <url>]
 * [--store-link-android <url>]`: publishes a zipped client build for the native app's
 * self-update into DATA_DIR/updates, where Souk serves it when no UPDATES_BUCKET_URL is set
 * (docs/native.md). Relative paths are the caller's; DATA_DIR, BASE_URL and PARTNER_CODE are
 * read as the server reads them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PerPlatform } from '@souk/core/native/self-update';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import { publishBundle } from './update-store.ts';

const callerDir = process.env.INIT_CWD ?? process.cwd();
const apiWorkspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

class UsageError extends Error {}

/** One value for both platforms, or one per platform given apart. */
function perPlatform(both?: string, ios?: string, android?: string): PerPlatform {
  if (!ios && !android) return both ?? '';
  const result: { ios?: string; android?: string } = {};
  if (ios ?? both) result.ios = ios ?? both;
  if (android ?? both) result.android = android ?? both;
  return result;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bundle: { type: 'string' },
      version: { type: 'string' },
      'min-native': { type: 'string' },
      'min-native-ios': { type: 'string' },
      'min-native-android': { type: 'string' },
      'store-link': { type: 'string' },
      'store-link-ios': { type: 'string' },
      'store-link-android': { type: 'string' },
    },
  });
  if (!values.bundle || !values.version) {
    throw new UsageError('Usage: bundle:publish -- --bundle <zip> --version <version> [options]');
  }
  const bundlePath = path.resolve(callerDir, values.bundle);
  process.chdir(apiWorkspace);
  const config = loadConfig();
  if (config.UPDATES_BUCKET_URL) {
    throw new UsageError(
      `UPDATES_BUCKET_URL is set: upload to ${config.UPDATES_BUCKET_URL} instead (docs/native.md)`,
    );
  }
  const metadata = await publishBundle({
    updatesDir: path.join(config.dataDir, 'updates'),
    partnerCode: config.PARTNER_CODE,
    baseUrl: config.BASE_URL,
    bundlePath,
    version: values.version,
    minNativeVersion: perPlatform(
      values['min-native'],
      values['min-native-ios'],
      values['min-native-android'],
    ),
    appStoreLink: perPlatform(
      values['store-link'],
      values['store-link-ios'],
      values['store-link-android'],
    ),
  });
  console.log(JSON.stringify(metadata, null, 2));
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
