import { addressListSchema } from '@souk/contracts';
import { data, useNavigate } from 'react-router';
import type { Route } from './+types/address-form';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { AddressForm } from '#app/features/account/addresses/components/address-form.tsx';
import { mapCenterFor } from '#app/features/account/addresses/map-center.ts';
import { getLocalities } from '#app/features/locality/api/get-localities.server.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';

export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  const { context, request, params } = args;
  const [addresses, localities] = await Promise.all([
    signedInGet(context, request, '/api/customer/me/addresses', addressListSchema, []),
    getLocalities(context, request),
  ]);
  const address = params.id ? addresses.find((item) => item.id === params.id) : null;
  // Another customer's id and a made-up one look the same: not found.
  if (params.id && !address) throw data({ reason: 'page' }, { status: 404 });
  const locality = new URL(request.url).searchParams.get('locality');
  return { address: address ?? null, center: mapCenterFor(localities, locality) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({
    title: args.params.id ? t('address.editTitle') : t('address.newTitle'),
  })),
  { name: 'robots', content: 'noindex' },
];

/** The address form of the address area: /menu/address/new and /menu/address/{id}. */
export default function AddressFormPage({ loaderData }: Route.ComponentProps) {
  const { address, center } = loaderData;
  const { t, locale } = useTranslator();
  const navigate = useNavigate();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">
        {address ? t('address.editTitle') : t('address.newTitle')}
      </h1>
      <AddressForm
        key={address?.id ?? 'new'}
        address={address}
        mode="save"
        center={center}
        submitLabel={t('address.save')}
        onDone={() => void navigate(`/${locale}/menu/address/address-list`)}
      />
    </section>
  );
}
