import { useTranslator } from '#app/i18n/use-translator.ts';
import { usePublicInfo } from '#app/lib/root-data.ts';
import { FooterContacts } from './footer-contacts.tsx';
import { FooterLinks } from './footer-links.tsx';

/**
 * Spec 1 §1: everything the marketplace must show about itself, on every default page.
 * Partner texts sit in <bdi> so a Latin address reads right inside an Arabic page.
 */
export function SiteFooter() {
  const { t, locale } = useTranslator();
  const info = usePublicInfo();
  // The legal text in the page's language when the partner wrote one, else its default text.
  const certificate = info.partnerCertificateI18n[locale] ?? info.partnerCertificate;
  return (
    <footer data-testid="footer" className="mt-12 border-t border-line bg-canvas pb-24 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company" className="space-y-2 text-sm">
          <h2 id="footer-company" className="sr-only">
            {t('footer.company')}
          </h2>
          <p data-testid="footer-official-name" className="text-base font-bold">
            <bdi>{info.partnerOfficialName}</bdi>
          </p>
          <address data-testid="footer-address" className="text-muted not-italic">
            <bdi>{info.partnerOfficialAddress}</bdi>
          </address>
          {certificate && (
            <p data-testid="footer-certificate" className="text-xs text-muted">
              <bdi>{certificate}</bdi>
            </p>
          )}
        </section>
        <FooterContacts info={info} />
        <FooterLinks info={info} />
      </div>
    </footer>
  );
}
