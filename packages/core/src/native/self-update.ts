/**
 * The native app's self-update of its web bundle (spec 2 §4 "Native app update"), as decisions
 * with no I/O. The app's updater fetches `{updates bucket}/{partner code}/customer/metadata.json`
 * and asks `decideUpdate` what to do; after a download it asks `afterDownload`. The six steps:
 * 1. fetch the metadata (no metadata: nothing to do);
 * 2. a latest version marked broken is skipped;
 * 3. latest = current: the running bundle is marked ready and older bundles deleted;
 * 4. latest = the last-installed record: skipped, once (the record is then cleared), so a bundle
 *    that was set but did not start is not downloaded again in a loop;
 * 5. a native shell older than the platform's minNativeVersion cannot run the bundle: the user
 *    is asked to update from the store ('New version Available!');
 * 6. otherwise the bundle is downloaded and set once downloaded; a failed download or checksum
 *    marks the version broken and the app keeps the bundle it runs.
 */

export type UpdatePlatform = 'ios' | 'android';

/** A value for both platforms, or one per platform. */
export type PerPlatform = string | Partial<Record<UpdatePlatform, string>>;

export interface UpdateMetadata {
  version: string;
  url: string;
  minNativeVersion: PerPlatform;
  appStoreLink: PerPlatform;
  /** SHA-256 of the bundle, hex; when given, a bundle that does not match is never set. */
  checksum?: string;
}

export interface UpdateState {
  platform: UpdatePlatform;
  /** The native shell's own version (the store release). */
  nativeVersion: string;
  /** The web bundle running now. */
  currentVersion: string;
  /** Versions whose download or start failed before. */
  brokenVersions: readonly string[];
  /** The version last downloaded and set, until skipped once. */
  lastInstalled: string | null;
}

export const NEW_VERSION_MESSAGE = 'New version Available!';

export type UpdateDecision =
  | { action: 'none'; reason: 'no-metadata' | 'broken' }
  | { action: 'skip-once'; version: string }
  | { action: 'ready'; version: string }
  | { action: 'ask-store-update'; message: typeof NEW_VERSION_MESSAGE; storeLink: string | null }
  | { action: 'download'; version: string; url: string; checksum: string | null };

export type DownloadOutcome = { ok: true; bundleId: string } | { ok: false };

export type AfterDownload =
  { action: 'set'; version: string; bundleId: string } | { action: 'mark-broken'; version: string };

/** The value for this platform: a single value applies to both. */
export function forPlatform(value: PerPlatform, platform: UpdatePlatform): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  return value[platform] ?? null;
}

/**
 * Compares dotted numeric versions ("1.10.0" > "1.9.2"); a missing part counts as 0 and
 * anything after a '-' (a pre-release tag) is ignored.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    (version.split('-')[0] ?? '').split('.').map((part) => Number.parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export function decideUpdate(metadata: UpdateMetadata | null, state: UpdateState): UpdateDecision {
  // Step 1.
  if (!metadata) return { action: 'none', reason: 'no-metadata' };
  const latest = metadata.version;
  // Step 2.
  if (state.brokenVersions.includes(latest)) return { action: 'none', reason: 'broken' };
  // Step 3.
  if (latest === state.currentVersion) return { action: 'ready', version: latest };
  // Step 4.
  if (state.lastInstalled === latest) return { action: 'skip-once', version: latest };
  // Step 5.
  const minNative = forPlatform(metadata.minNativeVersion, state.platform);
  if (minNative !== null && compareVersions(state.nativeVersion, minNative) < 0) {
    return {
      action: 'ask-store-update',
      message: NEW_VERSION_MESSAGE,
      storeLink: forPlatform(metadata.appStoreLink, state.platform),
    };
  }
  // Step 6.
  return {
    action: 'download',
    version: latest,
    url: metadata.url,
    checksum: metadata.checksum ?? null,
  };
}

/** Step 6, second half: set what downloaded whole, mark broken what did not. */
export function afterDownload(version: string, outcome: DownloadOutcome): AfterDownload {
  return outcome.ok
    ? { action: 'set', version, bundleId: outcome.bundleId }
    : { action: 'mark-broken', version };
}

/**
 * Reads metadata.json as fetched; anything without a version and a URL is no metadata at all,
 * so a broken or half-written file never starts a download.
 */
export function parseUpdateMetadata(value: unknown): UpdateMetadata | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { version, url, checksum } = record;
  if (typeof version !== 'string' || version === '' || typeof url !== 'string' || url === '') {
    return null;
  }
  return {
    version,
    url,
    minNativeVersion: perPlatform(record.minNativeVersion),
    appStoreLink: perPlatform(record.appStoreLink),
    ...(typeof checksum === 'string' && /^[0-9a-f]{64}$/i.test(checksum)
      ? { checksum: checksum.toLowerCase() }
      : {}),
  };
}

function perPlatform(value: unknown): PerPlatform {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  const result: Partial<Record<UpdatePlatform, string>> = {};
  for (const platform of ['ios', 'android'] as const) {
    const entry = record[platform];
    if (typeof entry === 'string' && entry !== '') result[platform] = entry;
  }
  return result;
}
