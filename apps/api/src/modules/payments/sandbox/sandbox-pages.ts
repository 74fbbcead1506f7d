/**
 * The sandbox's pages, rendered on the server as small, self-contained, accessible HTML: labelled
 * fields, errors tied to their field (aria-describedby, aria-invalid) and announced, `lang` and
 * `dir` from the session's language. A finished page tells the storefront's IframeModal the
 * outcome with postMessage, so the modal can close and ask payment/authorize.
 */
import { formatPrice } from '@souk/core';
import type { Locale } from '@souk/core';
import type { SandboxMessages } from './sandbox-messages.ts';
import { sandboxMessages } from './sandbox-messages.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2328}
main{max-width:24rem;margin-inline:auto}label{display:block;margin-block-start:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;margin-block-start:.25rem}
[aria-invalid=true]{border:2px solid #b42318}.error{color:#b42318;margin:.25rem 0 0}
button{margin-block-start:1.25rem;padding:.7rem 1.2rem;font-size:1rem;cursor:pointer}
.hint{color:#57606a;font-size:.875rem}`;

/**
 * The site-wide no-referrer policy makes a browser send `Origin: null` with this page's form
 * posts, and the session cookie the storefront's frame carries along would then be refused as a
 * cross-site write; same-origin lets the page's own origin show.
 */
function page(language: Locale, title: string, body: string, script = ''): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">
<meta name="referrer" content="same-origin">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main>${script}</body></html>`;
}

type CardField = 'number' | 'expiry' | 'cvv';
export type FieldErrors = Partial<Record<CardField, keyof SandboxMessages>>;

export interface FormPage {
  language: Locale;
  action: string;
  mode: 'PAYMENT' | 'BINDING';
  amount: number;
  currencyCode: string;
  values?: Partial<Record<CardField, string>>;
  errors?: FieldErrors;
}

function field(
  name: CardField,
  label: string,
  attributes: string,
  form: FormPage,
  text: SandboxMessages,
): string {
  const error = form.errors?.[name];
  // A typed card number or code is never sent back to the page; the expiry may be.
  const value = name === 'expiry' ? (form.values?.expiry ?? '') : '';
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${escape(label)}</label>
<input id="${name}" name="${name}" required ${attributes} value="${escape(value)}"${described}>
${error ? `<p class="error" id="${name}-error">${escape(text[error])}</p>` : ''}`;
}

export function formPage(form: FormPage): string {
  const text = sandboxMessages(form.language);
  const title =
    form.mode === 'PAYMENT'
      ? text.payTitle.replace(
          '{amount}',
          formatPrice(form.amount, form.currencyCode, form.language),
        )
      : text.bindTitle;
  const hasErrors = Object.keys(form.errors ?? {}).length > 0;
  const body = `<h1>${escape(title)}</h1>
${
  hasErrors
    ? `<div role="alert" class="error">${Object.values(form.errors ?? {})
        .map((key) => `<p>${escape(text[key])}</p>`)
        .join('')}</div>`
    : ''
}
<form method="post" action="${escape(form.action)}" novalidate>
${field('number', text.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="19"', form, text)}
${field('expiry', text.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5"', form, text)}
${field('cvv', text.cvv, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', form, text)}
<button type="submit">${escape(form.mode === 'PAYMENT' ? text.pay : text.save)}</button>
</form><p class="hint">${escape(text.testHint)}</p>`;
  return page(form.language, title, body);
}

export function challengePage(language: Locale, action: string): string {
  const text = sandboxMessages(language);
  const body = `<h1>${escape(text.challengeTitle)}</h1><p>${escape(text.challengeText)}</p>
<form method="post" action="${escape(action)}">
<button type="submit" name="decision" value="approve">${escape(text.approve)}</button>
<button type="submit" name="decision" value="fail">${escape(text.fail)}</button>
</form>`;
  return page(language, text.challengeTitle, body);
}

export type Outcome = 'AUTHORIZED' | 'FAILED' | 'ERROR' | 'CANCELED' | 'PENDING';

/**
 * The last page: what happened, and a message to the storefront around the frame. Its one
 * inline script carries the response's CSP nonce.
 */
export function resultPage(language: Locale, outcome: Outcome, nonce: string): string {
  const text = sandboxMessages(language);
  const message =
    outcome === 'AUTHORIZED'
      ? text.success
      : outcome === 'FAILED'
        ? text.declined
        : outcome === 'ERROR'
          ? text.error
          : text.closed;
  const script = `<script nonce="${nonce}">window.parent!==window&&window.parent.postMessage({type:"souk-payment",status:${JSON.stringify(outcome)}},window.location.origin)</script>`;
  return page(language, message, `<p role="status">${escape(message)}</p>`, script);
}
