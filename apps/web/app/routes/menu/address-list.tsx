import { useEffect, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { Route } from './+types/address-list';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import { deleteAddress } from '#app/features/account/addresses/api/address-calls.ts';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { AddressList } from '#app/features/account/addresses/components/address-list.tsx';
import { editAddressLink } from '#app/lib/modals/edit-address-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { PinIcon } from '#app/ui/icons.tsx';
import { primaryButton } from '#app/ui/styles.ts';

export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  const { context, request } = args;
  return { addresses: await signedInGet(context, request, getAddresses, []) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('address.listTitle') })),
  { name: 'robots', content: 'noindex' },
];

const selection = () =>
  import('#app/features/account/addresses/selection/address-selection-client.ts');

/** Spec 1 §2 "Address list": /menu/address/address-list. */
export default function AddressListPage({ loaderData }: Route.ComponentProps) {
  const { addresses } = loaderData;
  const { t } = useTranslator();
  const { search } = useLocation();
  const config = useRootData()?.clientConfig;
  const revalidator = useRevalidator();
  const [failed, setFailed] = useState(false);

  // The header's selector shows whether saved addresses exist: keep it in step with this page.
  useEffect(() => {
    void selection().then((client) => client.addressesLoaded(addresses));
  }, [addresses]);

  async function remove(id: string) {
    if (!config) return;
    setFailed(false);
    try {
      await deleteAddress(config, id);
    } catch {
      setFailed(true);
      return;
    }
    (await selection()).addressDeleted(addresses, id);
    await revalidator.revalidate();
  }

  // Adding and editing happen in EditAddressModal over this list (spec 1 §2).
  const addLink = editAddressLink(search, null);
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('address.listTitle')}</h1>
        {addresses.length > 0 && (
          <Link
            to={addLink.to}
            state={addLink.state}
            preventScrollReset
            className={primaryButton}
            data-testid="address-add"
          >
            {t('address.add')}
          </Link>
        )}
      </div>
      {failed && (
        <p role="alert" className="rounded-xl bg-red-700 p-3 text-white">
          {t('address.deleteFailed')}
        </p>
      )}
      {addresses.length === 0 ? (
        <EmptyState
          illustration={<PinIcon className="size-16" />}
          title={t('address.emptyTitle')}
          text={t('address.emptyText')}
          testId="address-empty"
        >
          <Link
            to={addLink.to}
            state={addLink.state}
            preventScrollReset
            className={primaryButton}
            data-testid="address-add"
          >
            {t('address.add')}
          </Link>
        </EmptyState>
      ) : (
        <AddressList
          addresses={addresses}
          editLink={(id) => editAddressLink(search, id)}
          onDelete={remove}
        />
      )}
    </section>
  );
}
