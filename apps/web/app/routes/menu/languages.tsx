import type { LocaleCode } from '@souk/contracts';
import { useNavigate } from 'react-router';
import type { Route } from './+types/languages';
import { LanguagesList } from '#app/features/account/profile/languages-list.tsx';
import { rememberLocale } from '#app/lib/remember-locale.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t.t('languages.title') }));

/** `/{lang}/menu/languages`: picking a language reopens this page under its prefix. */
export default function LanguagesRoute() {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const choose = (code: LocaleCode) => {
    rememberLocale(code);
    void navigate(`/${code}/menu/languages`);
  };
  return (
    <section className="max-w-lg space-y-6">
      <h1 className="text-2xl font-bold">{t('languages.title')}</h1>
      <LanguagesList onChosen={choose} />
    </section>
  );
}
