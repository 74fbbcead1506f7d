import { describe, expect, it } from 'vitest';
import { offlineDocument } from './offline-document.server.ts';

const INPUT = {
  locale: 'ar',
  dir: 'rtl',
  platformName: 'Souk <b>',
  themeCss: ':root{--color-primary:#0f766e}',
  title: 'تحقّق من اتصالك بالإنترنت',
  text: 'Back soon & "safe"',
  tryAgain: 'حاول مرة أخرى',
  nonce: 'n0nce',
} as const;

/** Spec 1 §2 "Error page" with no internet, as the service worker shows it (issue 16 part 6). */
describe('the offline document', () => {
  it("is in the page's language and direction, with try again leading home", () => {
    const html = offlineDocument(INPUT);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1 id="error-title">${INPUT.title}</h1>`);
    expect(html).toContain(`<a href="/ar" data-testid="try-again">${INPUT.tryAgain}</a>`);
    expect(html).toContain(INPUT.themeCss);
  });

  it('goes home when the connection returns, by a script carrying the nonce', () => {
    const html = offlineDocument(INPUT);
    expect(html).toContain(
      `<script nonce="n0nce">addEventListener('online',function(){location.assign("/ar")})</script>`,
    );
    // Without a nonce the policy would block it: no script at all.
    expect(offlineDocument({ ...INPUT, nonce: undefined })).not.toContain('<script');
  });

  it('escapes the texts it is given', () => {
    const html = offlineDocument(INPUT);
    expect(html).toContain('Souk &#60;b&#62;');
    expect(html).toContain('Back soon &#38; &#34;safe&#34;');
    expect(html).not.toContain('<b>');
  });

  it('needs no other file: no external script, style or image', () => {
    const html = offlineDocument(INPUT);
    expect(html).not.toMatch(/<script[^>]* src=|<link[^>]* rel="stylesheet"|<img/);
  });
});
