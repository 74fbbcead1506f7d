/**
 * Where Souk keeps the native app's web bundles when no updates bucket is configured: under the
 * data folder, as a bucket would, `{partner code}/customer/metadata.json` beside
 * `{partner code}/customer/bundles/{version}.zip` (spec 1 §7, issue 16 part 4).
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PerPlatform, UpdateMetadata } from '@souk/core/native/self-update';

/** Bundle file names: a version and `.zip`, nothing that could leave the folder. */
export const BUNDLE_FILE = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}\.zip$/;

export function customerFolder(updatesDir: string, partnerCode: string): string {
  return path.join(updatesDir, partnerCode, 'customer');
}

export interface PublishBundleInput {
  updatesDir: string;
  partnerCode: string;
  /** The public origin the bundles are fetched from (BASE_URL). */
  baseUrl: string;
  /** A zip of the client build, made beforehand. */
  bundlePath: string;
  version: string;
  minNativeVersion: PerPlatform;
  appStoreLink: PerPlatform;
}

/**
 * Copies the bundle in under its version, then writes the metadata that announces it, each by a
 * rename, so an app never reads metadata naming a bundle that is not fully there.
 */
export async function publishBundle(input: PublishBundleInput): Promise<UpdateMetadata> {
  const file = `${input.version}.zip`;
  if (!BUNDLE_FILE.test(file)) throw new Error(`Not a usable version: ${input.version}`);
  const folder = customerFolder(input.updatesDir, input.partnerCode);
  const bundle = await fs.readFile(input.bundlePath);
  await writeAtomically(path.join(folder, 'bundles', file), bundle);
  const metadata: UpdateMetadata = {
    version: input.version,
    url: `${input.baseUrl.replace(/\/+$/, '')}/updates/${encodeURIComponent(input.partnerCode)}/customer/bundles/${file}`,
    minNativeVersion: input.minNativeVersion,
    appStoreLink: input.appStoreLink,
    checksum: createHash('sha256').update(bundle).digest('hex'),
  };
  await writeAtomically(path.join(folder, 'metadata.json'), JSON.stringify(metadata, null, 2));
  return metadata;
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
