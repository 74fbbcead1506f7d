import { describe, expect, it } from 'vitest';
import { isMenuRoot, needsSignIn, signInRedirect } from './profile-access.ts';

const at = (path: string) => new URL(path, 'http://souk.test');

describe('profile area access (spec 1 §4, §6)', () => {
  it('sends an anonymous visitor to the same path with modal=AuthModal', () => {
    expect(signInRedirect(at('/en/menu/profile'), false)).toBe('/en/menu/profile?modal=AuthModal');
    expect(signInRedirect(at('/ar/menu?x=1'), false)).toBe('/ar/menu?x=1&modal=AuthModal');
  });

  it('lets signed-in customers and already-asked visitors through', () => {
    expect(signInRedirect(at('/en/menu/profile'), true)).toBeNull();
    expect(signInRedirect(at('/en/menu/profile?modal=AuthConfirmModal'), false)).toBeNull();
  });

  it('keeps the content pages and the language list open to all', () => {
    for (const page of ['about', 'support', 'courier-info', 'vendor-info', 'languages']) {
      expect(needsSignIn(`/en/menu/${page}`), page).toBe(false);
    }
    for (const page of ['', '/profile', '/favorites', '/cards', '/address/address-list']) {
      expect(needsSignIn(`/en/menu${page}`), page).toBe(true);
    }
  });

  it('knows the menu route itself', () => {
    expect(isMenuRoot('/en/menu')).toBe(true);
    expect(isMenuRoot('/en/menu/')).toBe(true);
    expect(isMenuRoot('/en/menu/profile')).toBe(false);
  });
});
