import { describe, expect, it } from 'vitest';
import {
  LOCALITY_NOT_FOUND_TRANSITION,
  autoSelectedLocality,
  decideNearestLocality,
  switchedLocalityPath,
  visitLocalityRoute,
} from './locality-switch.ts';

describe('spec 1 §4 "Locality"', () => {
  describe('"A nearest locality that differs from the current one clears the cart …"', () => {
    it('switches, clears the cart and sets needToSwitchLocality when it differs', () => {
      expect(decideNearestLocality('riga', 'kyiv')).toEqual({
        kind: 'switch',
        localityCode: 'kyiv',
        clearCart: true,
        needToSwitchLocality: true,
      });
    });
    it('switches when no locality was chosen yet', () => {
      expect(decideNearestLocality(null, 'riga').kind).toBe('switch');
      expect(decideNearestLocality(undefined, 'riga').kind).toBe('switch');
    });
    it('stays when the nearest one is the current one', () => {
      expect(decideNearestLocality('riga', 'riga')).toEqual({ kind: 'stay' });
    });
    it('stays when no locality serves the point', () => {
      expect(decideNearestLocality('riga', null)).toEqual({ kind: 'stay' });
      expect(decideNearestLocality('riga', '')).toEqual({ kind: 'stay' });
      expect(decideNearestLocality(null, undefined)).toEqual({ kind: 'stay' });
    });
  });

  describe('"While that flag is stored, a locality-based route is rewritten to /{locale}/{localityCode}."', () => {
    const base = {
      needToSwitchLocality: true,
      isLocalityRoute: true,
      locale: 'en',
      localityCode: 'kyiv',
      currentPath: '/en/riga/vendors/abc',
    };
    it('rewrites a locality route while the flag is set', () => {
      expect(switchedLocalityPath(base)).toBe('/en/kyiv');
    });
    it('keeps the locale of the page', () => {
      expect(switchedLocalityPath({ ...base, locale: 'ar' })).toBe('/ar/kyiv');
    });
    it('does nothing without the flag', () => {
      expect(switchedLocalityPath({ ...base, needToSwitchLocality: false })).toBeNull();
    });
    it('leaves routes that are not locality-based alone', () => {
      expect(
        switchedLocalityPath({ ...base, isLocalityRoute: false, currentPath: '/en/profile' }),
      ).toBeNull();
    });
    it('does nothing once the page is the target (no redirect loop)', () => {
      expect(switchedLocalityPath({ ...base, currentPath: '/en/kyiv' })).toBeNull();
      expect(switchedLocalityPath({ ...base, currentPath: '/en/kyiv/' })).toBeNull();
      expect(switchedLocalityPath({ ...base, currentPath: '/en/kyiv?modal=AuthModal' })).toBeNull();
    });
    it('does nothing without a locality to go to', () => {
      expect(switchedLocalityPath({ ...base, localityCode: null })).toBeNull();
    });
  });

  describe('showing a locality route with the stored flag (visitLocalityRoute)', () => {
    const flagged = { localityCode: 'kyiv', needToSwitchLocality: true };
    const route = {
      locale: 'en',
      localityCode: 'riga',
      currentPath: '/en/riga/vendor/abc',
      chosenByCustomer: false,
    };
    it('"While that flag is stored, a locality-based route is rewritten to /{locale}/{localityCode}."', () => {
      expect(visitLocalityRoute(flagged, route)).toEqual({
        redirectTo: '/en/kyiv',
        stored: flagged,
      });
      expect(visitLocalityRoute(flagged, { ...route, currentPath: '/en/riga' }).redirectTo).toBe(
        '/en/kyiv',
      );
    });
    it('landing on the new locality home completes the switch: the flag is cleared', () => {
      expect(
        visitLocalityRoute(flagged, { ...route, localityCode: 'kyiv', currentPath: '/en/kyiv' }),
      ).toEqual({
        redirectTo: null,
        stored: { localityCode: 'kyiv', needToSwitchLocality: false },
      });
    });
    it('without the flag the shown locality becomes the stored one', () => {
      expect(
        visitLocalityRoute({ localityCode: 'kyiv', needToSwitchLocality: false }, route),
      ).toEqual({
        redirectTo: null,
        stored: { localityCode: 'riga', needToSwitchLocality: false },
      });
    });
    it('a locality the customer picked from the list wins over the flag', () => {
      expect(visitLocalityRoute(flagged, { ...route, chosenByCustomer: true })).toEqual({
        redirectTo: null,
        stored: { localityCode: 'riga', needToSwitchLocality: false },
      });
    });
    it('after LocalityNotFoundException (code cleared, flag set) nothing is rewritten', () => {
      const afterNotFound = {
        localityCode: LOCALITY_NOT_FOUND_TRANSITION.localityCode,
        needToSwitchLocality: LOCALITY_NOT_FOUND_TRANSITION.needToSwitchLocality,
      };
      expect(visitLocalityRoute(afterNotFound, route)).toEqual({
        redirectTo: null,
        stored: { localityCode: 'riga', needToSwitchLocality: false },
      });
    });
  });

  it('"A locality list with a single entry is selected automatically."', () => {
    expect(autoSelectedLocality([{ code: 'sofia' }])).toBe('sofia');
    expect(autoSelectedLocality([{ code: 'sofia' }, { code: 'riga' }])).toBeNull();
    expect(autoSelectedLocality([])).toBeNull();
  });

  it('params 404 LocalityNotFoundException: "Stored locality code is cleared, needToSwitchLocality is set, user is sent to /404."', () => {
    expect(LOCALITY_NOT_FOUND_TRANSITION).toEqual({
      localityCode: null,
      needToSwitchLocality: true,
      redirectTo: '/404',
    });
  });
});
