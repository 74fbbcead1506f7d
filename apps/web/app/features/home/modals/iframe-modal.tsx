import { useLocation } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useHomeData } from '../home-data.ts';

const WEB_LINK = /^https?:\/\//i;

/**
 * Spec 1 §2: a banner with an external link opens it here (`?bannerId=…&modal=IframeModal`).
 * Only http(s) links are framed; anything else shows nothing rather than a `javascript:` URL.
 */
export default function IframeModal(_: ModalBodyProps) {
  const { t } = useTranslator();
  const { search } = useLocation();
  const bannerId = new URLSearchParams(search).get('bannerId');
  const banner = useHomeData()?.banners.find((b) => b.id === bannerId);
  const link = banner?.externalLink;
  if (!banner || !link || !WEB_LINK.test(link)) {
    return <p className="p-6 text-muted">{t('error.notFoundText')}</p>;
  }
  return (
    <iframe
      src={link}
      title={banner.title || t('banner.promoTitle')}
      data-testid="banner-iframe"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
      className="block h-full min-h-[70dvh] w-full border-0"
    />
  );
}
