import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/cards';
import { getCards } from '#app/features/account/api/get-cards.ts';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { CardIcon } from '#app/features/account/addresses/components/account-icons.tsx';
import { makeDefaultCard, unbindCard } from '#app/features/account/cards/api/card-calls.ts';
import { CardList } from '#app/features/account/cards/components/card-list.tsx';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';

export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  const { context, request } = args;
  return {
    cards: await signedInGet(context, request, getCards, []),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('cards.title') })),
  { name: 'robots', content: 'noindex' },
];

/** Spec 1 §2 "Cards": /menu/cards — set the default card, unbind one after a confirmation. */
export default function CardsPage({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  const { t } = useTranslator();
  const config = useRootData()?.clientConfig;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailed(false);
    try {
      await action();
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{t('cards.title')}</h1>
      {failed && (
        <p role="alert" className="rounded-xl bg-red-700 p-3 text-white">
          {t('cards.failed')}
        </p>
      )}
      {cards.length === 0 ? (
        <EmptyState
          illustration={<CardIcon className="size-16" />}
          title={t('cards.emptyTitle')}
          text={t('cards.emptyText')}
          testId="cards-empty"
        />
      ) : (
        <CardList
          cards={cards}
          busy={busy || revalidator.state === 'loading'}
          onMakeDefault={(id) => config && void run(() => makeDefaultCard(config, id))}
          onUnbind={(id) => (config ? run(() => unbindCard(config, id)) : Promise.resolve())}
        />
      )}
    </section>
  );
}
