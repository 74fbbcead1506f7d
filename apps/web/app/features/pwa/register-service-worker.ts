/**
 * Installs the storefront's service worker (/sw.js, served for the running build) so the web
 * app can be added to a home screen and shows its offline page without a network (issue 16
 * part 6). The caller leaves it out inside Souk's native app, which carries and updates its
 * own bundle.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // The storefront works the same without it; only the offline page is lost.
    console.warn('Service worker registration failed', error);
  });
}
