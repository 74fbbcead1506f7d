import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/menu-index';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t.t('nav.profile') }));

/** Where the side bar sits beside the content (spec 1 §9 "above 768 desktop"). */
const DESKTOP = '(min-width: 768px)';

/**
 * `/{lang}/menu`, the route named menu: small screens show the side bar alone; on desktop the
 * route is replaced with /menu/profile (spec 1 §2).
 */
export default function MenuIndexRoute() {
  const { locale } = useTranslator();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (window.matchMedia(DESKTOP).matches) {
      void navigate(`/${locale}/menu/profile${search}`, { replace: true });
    }
  }, [locale, search, navigate]);
  return null;
}
