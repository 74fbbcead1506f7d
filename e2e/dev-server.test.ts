/**
 * `npm run dev` (README): the storefront served by Vite with React's development build, which
 * mounts, unmounts and mounts again every component once to check its effects. What works in the
 * production build must work there too; the modals broke once (a stale close event of the first
 * mount closed the dialog the second mount had opened).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { startProductionServer, type RunningServer } from './support/server.ts';

const browser = useSharedBrowser();
let dev: RunningServer;

beforeAll(async () => {
  dev = await startProductionServer({ SOUK_DEV: '1', NODE_ENV: 'development' });
}, 120_000);

afterAll(() => dev?.stop());

describe('the development server (README: npm run dev)', () => {
  it('draws a locality without a script error and keeps a modal open once asked for', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    // The server's inline scripts are written from the development build's code, comments kept.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // The first request compiles the pages on demand.
    await page.goto(`${dev.baseUrl}/en/riga`, { waitUntil: 'networkidle', timeout: 90_000 });
    await page.getByTestId('header-sign-in').click();
    const field = page.getByTestId('auth-phone');
    // Riga's calling code arrives over the network after the modal opened: it is still open then.
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('+371 ');
    expect(await page.getByTestId('modal-AuthModal').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('modal')).toBe('AuthModal');
    expect(errors).toEqual([]);
    await context.close();
  });
});
