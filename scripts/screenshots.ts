/**
 * Refreshes docs/screenshots/: the locality home, a vendor page and the product modal, on a
 * phone and a desktop, in English and Arabic. Run after `npm run build` whenever the UI changes:
 * `npm run screenshots`.
 */
import path from 'node:path';
import { DESKTOP, PHONE, launchBrowser } from '../e2e/support/browser.ts';
import { startProductionServer } from '../e2e/support/server.ts';
import { DEMO_LOCALITIES, pageTargets } from './shared/demo-targets.ts';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const DEVICES = { phone: PHONE, desktop: DESKTOP } as const;

const server = await startProductionServer();
const { browser, close } = await launchBrowser();
try {
  for (const locality of DEMO_LOCALITIES) {
    const targets = await pageTargets(server.baseUrl, locality);
    for (const [device, options] of Object.entries(DEVICES)) {
      const context = await browser.newContext({
        ...options,
        locale: locality.lang === 'ar' ? 'ar' : 'en-US',
        // Pictures load lazily; a reduced-motion run keeps carousels still for the shot.
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const [name, pagePath] of Object.entries(targets)) {
        await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
        if (name === 'productModal') await page.getByRole('dialog').waitFor();
        const file = path.join(OUT_DIR, `${name}-${locality.lang}-${device}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${path.relative(process.cwd(), file)}`);
      }
      await context.close();
    }
  }
} finally {
  await close();
  await server.stop();
}
