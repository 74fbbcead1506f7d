import type { PublicInfo } from '@souk/contracts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ClockIcon, Icon, type IconProps } from '#app/ui/icons.tsx';
import { textLink } from '#app/ui/styles.ts';
import { WorkingHours } from './working-hours.tsx';

const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Icon>
);

/** Support e-mail, phone and working hours. */
export function FooterContacts({ info }: { info: PublicInfo }) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby="footer-contacts" className="space-y-1 text-sm">
      <h2 id="footer-contacts" className="mb-2 font-semibold">
        {t('footer.contacts')}
      </h2>
      {info.supportEmail && (
        <p className="flex items-center gap-2">
          <MailIcon className="size-5 shrink-0 text-primary" />
          <span className="sr-only">{t('footer.email')}</span>
          <a
            href={`mailto:${info.supportEmail}`}
            data-testid="footer-email"
            className={`${textLink} inline-flex min-h-11 items-center break-all`}
          >
            <bdi>{info.supportEmail}</bdi>
          </a>
        </p>
      )}
      {info.supportPhone && (
        <p className="flex items-center gap-2">
          <PhoneIcon className="size-5 shrink-0 text-primary" />
          <span className="sr-only">{t('footer.phone')}</span>
          <a
            href={`tel:${info.supportPhone.replace(/[^\d+]/g, '')}`}
            data-testid="footer-phone"
            dir="ltr"
            className={`${textLink} inline-flex min-h-11 items-center`}
          >
            {info.supportPhone}
          </a>
        </p>
      )}
      {info.workingHours.length > 0 && (
        <div className="flex gap-2 pt-2">
          <ClockIcon className="size-5 shrink-0 text-primary" />
          <div>
            <h3 className="mb-1 font-medium">{t('footer.workingHours')}</h3>
            <WorkingHours hours={info.workingHours} />
          </div>
        </div>
      )}
    </section>
  );
}
