import type { PublicInfo } from '@souk/contracts';
import type { SimpleKey } from '#app/i18n/types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ExternalLink } from '#app/ui/external-link.tsx';
import { focusRing, textLink } from '#app/ui/styles.ts';

type LinkName = 'aboutUs' | 'termsOfUse' | 'privacyPolicy' | 'becomeACourier' | 'becomeAVendor';

const COMPANY_LINKS: ReadonlyArray<[LinkName, SimpleKey]> = [
  ['aboutUs', 'footer.aboutUs'],
  ['termsOfUse', 'footer.termsOfUse'],
  ['privacyPolicy', 'footer.privacyPolicy'],
  ['becomeACourier', 'footer.becomeACourier'],
  ['becomeAVendor', 'footer.becomeAVendor'],
];

const linkClass = `${textLink} inline-flex min-h-11 items-center`;
const pillClass = `${focusRing} inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-primary`;

/** Company pages, social networks and app stores; a link the partner left empty is skipped. */
export function FooterLinks({ info }: { info: PublicInfo }) {
  const { t } = useTranslator();
  const { links } = info;
  const company = COMPANY_LINKS.flatMap(([name, label]) => {
    const href = links[name];
    return href ? [{ name, href, label: t(label) }] : [];
  });
  const stores = [
    { name: 'ios-app', href: links.iosApp, label: t('footer.appStore') },
    { name: 'android-app', href: links.androidApp, label: t('footer.googlePlay') },
  ].filter((store): store is { name: string; href: string; label: string } => !!store.href);

  return (
    <>
      {company.length > 0 && (
        <nav aria-labelledby="footer-links" className="text-sm">
          <h2 id="footer-links" className="mb-2 font-semibold">
            {t('footer.company')}
          </h2>
          <ul>
            {company.map((link) => (
              <li key={link.name}>
                <ExternalLink href={link.href} testId={`footer-${link.name}`} className={linkClass}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="space-y-6 text-sm">
        {links.socialNetworks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="mb-2 font-semibold">
              {t('footer.followUs')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {links.socialNetworks.map((social) => (
                <li key={social.url}>
                  <ExternalLink href={social.url} testId="footer-social" className={pillClass}>
                    <span className="capitalize">{social.type.toLowerCase()}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {stores.length > 0 && (
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps" className="mb-2 font-semibold">
              {t('footer.getTheApp')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {stores.map((store) => (
                <li key={store.name}>
                  <ExternalLink
                    href={store.href}
                    testId={`footer-${store.name}`}
                    className={pillClass}
                  >
                    {store.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
