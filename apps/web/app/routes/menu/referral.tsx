import type { LocaleCode } from '@souk/contracts';
import { useState } from 'react';
import type { Route } from './+types/referral';
import { getReferralCode } from '#app/features/account/api/get-referral-code.ts';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { menuLocality } from '#app/features/account/profile/menu-locality.server.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ApiRequestError, type ApiClient } from '#app/lib/api-client.ts';
import { useBrowserValue } from '#app/lib/use-browser-value.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';

/**
 * The locality whose referralProgramSettings apply: the one the profile menu uses to decide
 * whether to list this page (the customer's cart's locality, else the page language's).
 */
async function programLocality(context: SoukLoadContext, lang: LocaleCode, signal: AbortSignal) {
  // Signed in or not is settled by the code's read below (a visitor is sent to sign in).
  const locality = await menuLocality(context, lang, signal, true);
  const settings = locality?.params.referralProgramSettings;
  if (!locality || !settings?.enabled) return null;
  return {
    localityCode: locality.code,
    friendGets: settings.discountConfig.promocodeConfig.description,
    youGet: settings.bonusConfig.promocodeConfig.description,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request } = args;
  const program = await programLocality(context, lang, request.signal);
  if (!program) return { program: null, code: null };
  const read = (api: ApiClient, init: RequestInit) =>
    getReferralCode(api, program.localityCode, init);
  try {
    const code = await signedInGet(context, request, read, '');
    return { program, code: code || null };
  } catch (error) {
    // ReferralProgramDisabledException: switched off since the params were read.
    if (error instanceof ApiRequestError && error.status === 404)
      return { program: null, code: null };
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('menu.referral') })),
  { name: 'robots', content: 'noindex' },
];

/**
 * Spec 1 §2 "Referral (invite friends)": /menu/referral — the customer's own code (spec 2 §7
 * "GET /customer/me/promo-codes/referral returns code") with what a friend and the customer
 * get, a copy button and, where the device can share, a share button.
 */
export default function ReferralPage({ loaderData }: Route.ComponentProps) {
  const { program, code } = loaderData;
  const { t } = useTranslator();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // Known only in the browser; the server draws the page without the share button.
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false);

  if (!program || !code) {
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-bold">{t('menu.referral')}</h1>
        {!program && (
          <p data-testid="referral-unavailable" className="text-muted">
            {t('referral.unavailable')}
          </p>
        )}
      </section>
    );
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(code ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function share() {
    void navigator.share({ text: t('referral.shareText', { code: code ?? '' }) }).catch(() => {});
  }

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{t('menu.referral')}</h1>
      <p className="text-pretty">{t('referral.intro')}</p>
      {(program.friendGets || program.youGet) && (
        <dl className="grid gap-3 sm:grid-cols-2">
          {program.friendGets && (
            <div className="rounded-2xl bg-canvas p-4">
              <dt className="text-sm text-muted">{t('referral.friendGets')}</dt>
              <dd className="font-semibold">{program.friendGets}</dd>
            </div>
          )}
          {program.youGet && (
            <div className="rounded-2xl bg-canvas p-4">
              <dt className="text-sm text-muted">{t('referral.youGet')}</dt>
              <dd className="font-semibold">{program.youGet}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="space-y-3 rounded-3xl border border-line p-5">
        <p className="text-sm font-medium text-muted">{t('referral.yourCode')}</p>
        {/* Codes are Latin letters and digits: read left to right in any language. */}
        <p
          data-testid="referral-code"
          dir="ltr"
          className="font-mono text-3xl font-extrabold tracking-widest select-all"
        >
          {code}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-testid="referral-copy"
            onClick={() => void copy()}
            className={primaryButton}
          >
            {t('referral.copy')}
          </button>
          {canShare && (
            <button
              type="button"
              data-testid="referral-share"
              onClick={share}
              className={`${ghostButton} border border-line`}
            >
              {t('referral.share')}
            </button>
          )}
        </div>
        {/* Kept in the page while empty: a live region added with its text may go unannounced. */}
        <p role="status" data-testid="referral-copy-status" className="min-h-5 text-sm">
          {copied === 'yes'
            ? t('referral.copied')
            : copied === 'failed'
              ? t('referral.copyFailed')
              : ''}
        </p>
      </div>
    </section>
  );
}
