/** The native app's build (issue 16 part 1): how a route module becomes one that loads in the page. */
import { describe, expect, it } from 'vitest';
import { isNativeTarget, nativeApiOrigin, toClientLoader } from './native-target.ts';

const ROUTE = `import { data } from 'react-router';
export async function loader(args: Route.LoaderArgs) {
  return { page: 1 };
}
export default function Page() { return null; }`;

describe("the native app's build", () => {
  it("turns a route's loader into a clientLoader that runs it with the app's context", () => {
    const code = toClientLoader(ROUTE, false) ?? '';
    expect(code).not.toMatch(/export async function loader\b/);
    expect(code).toContain('async function loaderInPage(args: Route.LoaderArgs)');
    expect(code).toContain('export async function clientLoader(');
    expect(code).toContain('return loaderInPage(await __nativeLoaderArgs(args));');
    expect(code).toContain("from '#app/features/native/native-load-context.ts'");
    expect(code).not.toContain('HydrateFallback');
  });

  it('gives the root an empty first screen while its data loads (the splash covers it)', () => {
    expect(toClientLoader(ROUTE, true)).toContain('export function HydrateFallback()');
  });

  it('leaves a module without a loader alone', () => {
    expect(toClientLoader('export default function Page() { return null; }', false)).toBeNull();
  });

  it('is chosen by SOUK_BUILD_TARGET=native and needs the API URL', () => {
    expect(isNativeTarget({ SOUK_BUILD_TARGET: 'native' })).toBe(true);
    expect(isNativeTarget({})).toBe(false);
    expect(nativeApiOrigin({ SOUK_API_URL: 'https://api.souk.example/some/path' })).toBe(
      'https://api.souk.example',
    );
    expect(() => nativeApiOrigin({})).toThrow(/SOUK_API_URL is required/);
  });
});
