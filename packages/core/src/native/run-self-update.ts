import type { DownloadOutcome, UpdateDecision, UpdateState } from './self-update.ts';
import { afterDownload, decideUpdate, parseUpdateMetadata } from './self-update.ts';

/**
 * What the native updater can do. The app gives real implementations (the live-update plugin,
 * its storage, a dialog); tests give recording doubles. The order of the calls is the rule.
 */
export interface SelfUpdatePorts {
  /** Step 1: the parsed JSON of metadata.json; a failed fetch rejects. */
  fetchMetadata(): Promise<unknown>;
  readState(): Promise<UpdateState>;
  /** Step 3: the running bundle started fine; older ones can go. */
  markReady(version: string): Promise<void>;
  deleteOtherBundles(keepVersion: string): Promise<void>;
  /** Step 4: the record is used once. */
  clearLastInstalled(): Promise<void>;
  /** Step 5. */
  askStoreUpdate(message: string, storeLink: string | null): Promise<void>;
  /** Step 6: resolves `{ ok: false }` (or rejects) when the download or its checksum fails. */
  download(version: string, url: string, checksum: string | null): Promise<DownloadOutcome>;
  /** Step 6: switch to the bundle (from the next start) and record it as last installed. */
  setBundle(bundleId: string, version: string): Promise<void>;
  markBroken(version: string): Promise<void>;
}

export type SelfUpdateResult =
  UpdateDecision | { action: 'set'; version: string } | { action: 'broken'; version: string };

/** Runs spec 2 §4 "Native app update" once, e.g. when the app starts or comes to the front. */
export async function runSelfUpdate(ports: SelfUpdatePorts): Promise<SelfUpdateResult> {
  const metadata = parseUpdateMetadata(await ports.fetchMetadata().catch(() => null));
  const decision = decideUpdate(metadata, await ports.readState());
  switch (decision.action) {
    case 'none':
      return decision;
    case 'ready':
      await ports.markReady(decision.version);
      await ports.deleteOtherBundles(decision.version);
      return decision;
    case 'skip-once':
      await ports.clearLastInstalled();
      return decision;
    case 'ask-store-update':
      await ports.askStoreUpdate(decision.message, decision.storeLink);
      return decision;
    case 'download': {
      const outcome = await ports
        .download(decision.version, decision.url, decision.checksum)
        .catch((): DownloadOutcome => ({ ok: false }));
      const next = afterDownload(decision.version, outcome);
      if (next.action === 'mark-broken') {
        // The running bundle stays: nothing was set.
        await ports.markBroken(next.version);
        return { action: 'broken', version: next.version };
      }
      await ports.setBundle(next.bundleId, next.version);
      return { action: 'set', version: next.version };
    }
  }
}
