import { useState } from 'react';
import { Link } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { CodeStep } from './code-step.tsx';

/**
 * Spec 1 §2 AuthCourierConfirmModal: the courier's code. The courier session's token is kept
 * as courier_authorization_token (spec 1 §6); the courier pages take it from there.
 */
export default function AuthCourierConfirmModal(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const [signedIn, setSignedIn] = useState(false);
  if (!signedIn) return <CodeStep audience="courier" onCourierSignedIn={() => setSignedIn(true)} />;
  return (
    <div className="space-y-4 p-5" data-testid="courier-signed-in">
      <p role="status" className="font-semibold">
        {t('auth.courierSignedIn')}
      </p>
      <Link to={`/${locale}/menu/courier-info`} className={`${primaryButton} w-full`}>
        {t('menu.courierInfo')}
      </Link>
    </div>
  );
}
