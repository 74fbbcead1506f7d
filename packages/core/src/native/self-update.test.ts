import { describe, expect, it } from 'vitest';
import type { UpdateMetadata, UpdateState } from './self-update.ts';
import {
  afterDownload,
  compareVersions,
  decideUpdate,
  forPlatform,
  NEW_VERSION_MESSAGE,
  parseUpdateMetadata,
} from './self-update.ts';

const METADATA: UpdateMetadata = {
  version: '1.4.0',
  url: 'https://updates.example/souk/customer/1.4.0.zip',
  minNativeVersion: { ios: '2.0.0', android: '2.1.0' },
  appStoreLink: {
    ios: 'https://apps.apple.com/app/id1',
    android: 'https://play.google.com/store/apps/details?id=x',
  },
};

const STATE: UpdateState = {
  platform: 'android',
  nativeVersion: '2.1.0',
  currentVersion: '1.3.0',
  brokenVersions: [],
  lastInstalled: null,
};

describe('native app update, spec 2 §4 (issue 16 part 4)', () => {
  it('step 1: no metadata, nothing to do', () => {
    expect(decideUpdate(null, STATE)).toEqual({ action: 'none', reason: 'no-metadata' });
  });

  it('step 2: a latest version marked broken is skipped, whatever follows', () => {
    const state = { ...STATE, brokenVersions: ['1.2.0', '1.4.0'], nativeVersion: '1.0.0' };
    expect(decideUpdate(METADATA, state)).toEqual({ action: 'none', reason: 'broken' });
    // Another broken version does not stop this one.
    expect(decideUpdate(METADATA, { ...STATE, brokenVersions: ['1.2.0'] }).action).toBe('download');
  });

  it('step 3: latest equal to the running bundle marks it ready (old bundles go)', () => {
    expect(decideUpdate(METADATA, { ...STATE, currentVersion: '1.4.0' })).toEqual({
      action: 'ready',
      version: '1.4.0',
    });
    // Before step 4 and 5: the record and an old shell do not matter once it runs.
    expect(
      decideUpdate(METADATA, {
        ...STATE,
        currentVersion: '1.4.0',
        lastInstalled: '1.4.0',
        nativeVersion: '1.0.0',
      }).action,
    ).toBe('ready');
  });

  it('step 4: latest equal to the last-installed record is skipped once', () => {
    expect(decideUpdate(METADATA, { ...STATE, lastInstalled: '1.4.0' })).toEqual({
      action: 'skip-once',
      version: '1.4.0',
    });
    expect(decideUpdate(METADATA, { ...STATE, lastInstalled: '1.3.5' }).action).toBe('download');
  });

  it("step 5: a shell below the platform's minNativeVersion asks for a store update", () => {
    expect(decideUpdate(METADATA, { ...STATE, nativeVersion: '2.0.9' })).toEqual({
      action: 'ask-store-update',
      message: NEW_VERSION_MESSAGE,
      storeLink: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(NEW_VERSION_MESSAGE).toBe('New version Available!');
    // The same shell version is enough on iOS, whose minimum is lower.
    expect(
      decideUpdate(METADATA, { ...STATE, platform: 'ios', nativeVersion: '2.0.9' }).action,
    ).toBe('download');
    // One minimum and one link for both platforms.
    const shared = { ...METADATA, minNativeVersion: '3.0', appStoreLink: 'https://store.example' };
    expect(decideUpdate(shared, { ...STATE, platform: 'ios' })).toMatchObject({
      action: 'ask-store-update',
      storeLink: 'https://store.example',
    });
    // No minimum for this platform: no store update asked.
    const iosOnly = { ...METADATA, minNativeVersion: { ios: '9.0.0' } };
    expect(decideUpdate(iosOnly, { ...STATE, nativeVersion: '0.1.0' }).action).toBe('download');
    // A store update without a link for the platform still says so.
    const noLink = { ...METADATA, appStoreLink: { ios: 'https://apps.apple.com/app/id1' } };
    expect(decideUpdate(noLink, { ...STATE, nativeVersion: '1.0.0' })).toMatchObject({
      action: 'ask-store-update',
      storeLink: null,
    });
  });

  it('step 6: otherwise the bundle is downloaded, with its checksum when given', () => {
    expect(decideUpdate(METADATA, STATE)).toEqual({
      action: 'download',
      version: '1.4.0',
      url: METADATA.url,
      checksum: null,
    });
    const checksum = 'a'.repeat(64);
    expect(decideUpdate({ ...METADATA, checksum }, STATE)).toMatchObject({ checksum });
    // A downgrade published as latest is followed too: the metadata is the operator's word.
    expect(decideUpdate(METADATA, { ...STATE, currentVersion: '1.5.0' }).action).toBe('download');
  });

  it('step 6: set when downloaded, marked broken on failure', () => {
    expect(afterDownload('1.4.0', { ok: true, bundleId: 'b-7' })).toEqual({
      action: 'set',
      version: '1.4.0',
      bundleId: 'b-7',
    });
    expect(afterDownload('1.4.0', { ok: false })).toEqual({
      action: 'mark-broken',
      version: '1.4.0',
    });
  });
});

describe('reading metadata.json (spec 1 §7: version, url, minNativeVersion, appStoreLink)', () => {
  it('keeps the four fields, per platform or shared, and a well-formed checksum', () => {
    expect(
      parseUpdateMetadata({
        version: '1.4.0',
        url: 'https://u.example/b.zip',
        minNativeVersion: { ios: '2.0.0', android: '', web: '1' },
        appStoreLink: 'https://store.example',
        checksum: 'AB'.repeat(32),
      }),
    ).toEqual({
      version: '1.4.0',
      url: 'https://u.example/b.zip',
      minNativeVersion: { ios: '2.0.0' },
      appStoreLink: 'https://store.example',
      checksum: 'ab'.repeat(32),
    });
  });

  it('no version or no URL is no metadata; a malformed checksum is dropped', () => {
    expect(parseUpdateMetadata(null)).toBeNull();
    expect(parseUpdateMetadata('1.4.0')).toBeNull();
    expect(parseUpdateMetadata({ url: 'https://u.example/b.zip' })).toBeNull();
    expect(parseUpdateMetadata({ version: '1.4.0', url: '' })).toBeNull();
    expect(parseUpdateMetadata({ version: '1.4.0', url: 'u', checksum: 'xyz' })).toEqual({
      version: '1.4.0',
      url: 'u',
      minNativeVersion: '',
      appStoreLink: '',
    });
  });

  it('an empty shared value applies to no platform', () => {
    expect(forPlatform('', 'ios')).toBeNull();
    expect(forPlatform('2.0', 'android')).toBe('2.0');
    expect(forPlatform({ ios: '1' }, 'android')).toBeNull();
  });
});

describe('version order', () => {
  it('compares dotted numbers part by part, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('1.9.2', '1.10.0')).toBe(-1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('2.0.1', '2.0')).toBe(1);
    expect(compareVersions('2.1.0-beta.3', '2.1.0')).toBe(0);
  });
});
