import { describe, expect, it } from 'vitest';
import type { SelfUpdatePorts } from './run-self-update.ts';
import { runSelfUpdate } from './run-self-update.ts';
import type { DownloadOutcome, UpdateState } from './self-update.ts';

const METADATA = {
  version: '1.4.0',
  url: 'https://updates.example/souk/customer/1.4.0.zip',
  minNativeVersion: { ios: '2.0.0', android: '2.0.0' },
  appStoreLink: { ios: 'https://apps.apple.com/app/id1', android: 'https://play.example/x' },
};

const STATE: UpdateState = {
  platform: 'ios',
  nativeVersion: '2.0.0',
  currentVersion: '1.3.0',
  brokenVersions: [],
  lastInstalled: null,
};

/** Ports that record every call, in order; nothing else happens. */
function recordingPorts(options: {
  metadata?: unknown;
  state?: Partial<UpdateState>;
  download?: () => Promise<DownloadOutcome>;
}) {
  const calls: string[] = [];
  const ports: SelfUpdatePorts = {
    fetchMetadata: async () => {
      calls.push('fetchMetadata');
      if (options.metadata instanceof Error) throw options.metadata;
      return options.metadata === undefined ? METADATA : options.metadata;
    },
    readState: async () => ({ ...STATE, ...options.state }),
    markReady: async (version) => void calls.push(`markReady ${version}`),
    deleteOtherBundles: async (version) => void calls.push(`deleteOtherBundles ${version}`),
    clearLastInstalled: async () => void calls.push('clearLastInstalled'),
    askStoreUpdate: async (message, link) => void calls.push(`askStoreUpdate ${message} ${link}`),
    download: async (version, url, checksum) => {
      calls.push(`download ${version} ${url} ${checksum}`);
      return options.download ? options.download() : { ok: true, bundleId: 'bundle-1' };
    },
    setBundle: async (id, version) => void calls.push(`setBundle ${id} ${version}`),
    markBroken: async (version) => void calls.push(`markBroken ${version}`),
  };
  return { ports, calls };
}

describe('running a self-update (spec 2 §4 "Native app update", issue 16 part 4)', () => {
  it('a newer bundle is downloaded, then set', async () => {
    const { ports, calls } = recordingPorts({});
    expect(await runSelfUpdate(ports)).toEqual({ action: 'set', version: '1.4.0' });
    expect(calls).toEqual([
      'fetchMetadata',
      `download 1.4.0 ${METADATA.url} null`,
      'setBundle bundle-1 1.4.0',
    ]);
  });

  it('a failed download or checksum marks the version broken and sets nothing', async () => {
    const failed = recordingPorts({ download: async () => ({ ok: false }) });
    expect(await runSelfUpdate(failed.ports)).toEqual({ action: 'broken', version: '1.4.0' });
    expect(failed.calls.at(-1)).toBe('markBroken 1.4.0');
    expect(failed.calls.some((call) => call.startsWith('setBundle'))).toBe(false);

    const threw = recordingPorts({ download: () => Promise.reject(new Error('socket hang up')) });
    expect(await runSelfUpdate(threw.ports)).toEqual({ action: 'broken', version: '1.4.0' });
    expect(threw.calls.some((call) => call.startsWith('setBundle'))).toBe(false);
  });

  it('metadata that cannot be fetched or read changes nothing', async () => {
    for (const metadata of [new Error('offline'), { version: 1 }, null]) {
      const { ports, calls } = recordingPorts({ metadata });
      expect(await runSelfUpdate(ports)).toEqual({ action: 'none', reason: 'no-metadata' });
      expect(calls).toEqual(['fetchMetadata']);
    }
  });

  it('a broken latest version is not downloaded again', async () => {
    const { ports, calls } = recordingPorts({ state: { brokenVersions: ['1.4.0'] } });
    expect(await runSelfUpdate(ports)).toEqual({ action: 'none', reason: 'broken' });
    expect(calls).toEqual(['fetchMetadata']);
  });

  it('running the latest: marked ready, the other bundles deleted', async () => {
    const { ports, calls } = recordingPorts({ state: { currentVersion: '1.4.0' } });
    expect((await runSelfUpdate(ports)).action).toBe('ready');
    expect(calls).toEqual(['fetchMetadata', 'markReady 1.4.0', 'deleteOtherBundles 1.4.0']);
  });

  it('the last-installed latest is skipped once: the record is cleared for the next run', async () => {
    const { ports, calls } = recordingPorts({ state: { lastInstalled: '1.4.0' } });
    expect((await runSelfUpdate(ports)).action).toBe('skip-once');
    expect(calls).toEqual(['fetchMetadata', 'clearLastInstalled']);
  });

  it("a too old shell asks for the store update with the platform's link, downloads nothing", async () => {
    const { ports, calls } = recordingPorts({ state: { nativeVersion: '1.9.9' } });
    expect((await runSelfUpdate(ports)).action).toBe('ask-store-update');
    expect(calls).toEqual([
      'fetchMetadata',
      'askStoreUpdate New version Available! https://apps.apple.com/app/id1',
    ]);
  });
});
