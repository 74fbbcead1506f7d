import type { LocaleCode } from '@souk/contracts';

export interface OfflineDocumentInput {
  locale: LocaleCode;
  dir: 'ltr' | 'rtl';
  platformName: string;
  /** The partner's colours as a `:root{…}` rule (features/partner/theme-css.ts). */
  themeCss: string;
  title: string;
  text: string;
  tryAgain: string;
  /** The inline script runs only with this response's CSP nonce; without one it is left out. */
  nonce: string | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the service worker shows when a navigation fails for want of a network (spec 1 §2,
 * "Error page" with no internet: "check your connection", a try-again button, and home again
 * once the connection returns). It is stored by the worker ahead of time, so it is one
 * self-contained document: its style and script are inline and it needs no other file.
 * Try again is a plain link home: it works before any script runs, and while still offline it
 * simply lands on this page again.
 */
export function offlineDocument(input: OfflineDocumentInput): string {
  const home = `/${input.locale}`;
  const style = `${input.themeCss}
body{margin:0;min-height:100dvh;font-family:system-ui,sans-serif;background:var(--color-surface,#fafaf9);color:var(--color-ink,#1c1917)}
section{max-inline-size:36rem;margin-inline:auto;padding:4rem 1rem;display:flex;flex-direction:column;align-items:center;gap:1rem;text-align:center}
h1{font-size:1.875rem;font-weight:800;margin:0}
p{font-size:1.125rem;margin:0;opacity:.8}
a{margin-block-start:.5rem;padding:.75rem 1.5rem;border-radius:9999px;font-weight:700;text-decoration:none;background:var(--color-primary,#0f766e);color:var(--color-primary-contrast,#fff)}
a:focus-visible{outline:3px solid var(--color-ink,#1c1917);outline-offset:2px}`;
  // Home as soon as the browser says the connection is back.
  const script = `addEventListener('online',function(){location.assign(${JSON.stringify(home)})})`;
  return `<!DOCTYPE html>
<html lang="${input.locale}" dir="${input.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(input.title)} | ${escapeHtml(input.platformName)}</title>
<link rel="manifest" href="/manifest.webmanifest">
<style>${style}</style>
</head>
<body>
<main>
<section data-testid="error-page" aria-labelledby="error-title">
<div data-testid="error-offline" style="display:contents">
<h1 id="error-title">${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.text)}</p>
<a href="${home}" data-testid="try-again">${escapeHtml(input.tryAgain)}</a>
</div>
</section>
</main>
${input.nonce === undefined ? '' : `<script nonce="${escapeHtml(input.nonce)}">${script}</script>\n`}</body>
</html>
`;
}
