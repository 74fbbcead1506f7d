import type { CustomerMe } from '@souk/contracts';
import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { UserIcon } from '#app/ui/icons.tsx';
import { textLink } from '#app/ui/styles.ts';

/** A birth date as the locale writes it; the date is a calendar day, so it is read in UTC. */
function formatBirthDate(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/**
 * Spec 1 §2 "Profile summary": name (fallback "Anonymous"), masked phone (fallback "Phone number
 * not provided") and an edit link; on small screens also the e-mail (lowercased) and birth date.
 */
export function ProfileSummary({
  customer,
  maskedPhone,
}: {
  customer: CustomerMe | null;
  /** The number masked by the profile layout's loader (load-profile-menu.server.ts). */
  maskedPhone: string | null;
}) {
  const { t, locale } = useTranslator();
  return (
    <section data-testid="profile-summary" className="flex items-start gap-3">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
        <UserIcon />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <p data-testid="profile-name" className="truncate text-lg font-bold">
          {customer?.name || t('profile.anonymous')}
        </p>
        {/* The line follows the page's direction (its start is the right in Arabic), only the
            number inside it reads left to right. */}
        <p data-testid="profile-phone" className="text-sm text-muted">
          {customer?.phone && maskedPhone ? (
            <bdi dir="ltr">{maskedPhone}</bdi>
          ) : (
            t('profile.noPhone')
          )}
        </p>
        {customer?.email && (
          <p data-testid="profile-email" className="truncate text-sm text-muted md:hidden">
            {customer.email.toLowerCase()}
          </p>
        )}
        {customer?.birthDate && (
          <p className="text-sm text-muted md:hidden">
            {formatBirthDate(customer.birthDate, locale)}
          </p>
        )}
        {customer && (
          <Link
            to={`/${locale}/menu/profile`}
            data-testid="profile-edit"
            className={`${textLink} inline-flex min-h-11 items-center text-sm font-semibold text-primary`}
          >
            {t('profile.edit')}
          </Link>
        )}
      </div>
    </section>
  );
}
