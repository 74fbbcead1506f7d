import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ghostButton } from '#app/ui/styles.ts';
import { useCourierToken } from '../session/use-courier-token.ts';

/**
 * The header's sign that a courier is signed in on this device, opening who it is and sign-out
 * (AuthCourierConfirmModal). Nothing without a courier token.
 */
export function CourierHeaderLink() {
  const { t } = useTranslator();
  const { search } = useLocation();
  const token = useCourierToken();
  if (!token) return null;
  const link = modalLink(search, 'AuthCourierConfirmModal');
  return (
    <Link
      to={link.to}
      state={link.state}
      preventScrollReset
      data-testid="header-courier"
      className={`${ghostButton} text-sm`}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
      {t('auth.courierHeader')}
    </Link>
  );
}
