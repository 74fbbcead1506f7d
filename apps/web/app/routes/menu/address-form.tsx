import { data, redirect } from 'react-router';
import type { Route } from './+types/address-form';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { editAddressLink } from '#app/lib/modals/edit-address-link.ts';
import { requireLocale } from '#app/lib/locale.server.ts';

/**
 * /menu/address/new and /menu/address/{id}, kept for links and bookmarks: the form itself is
 * EditAddressModal, so these open it over the address list (closing it leaves the list).
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request, params } = args;
  if (params.id) {
    const addresses = await signedInGet(context, request, getAddresses, []);
    // Another customer's id and a made-up one look the same: not found.
    if (!addresses.some((item) => item.id === params.id)) {
      throw data({ reason: 'page' }, { status: 404 });
    }
  }
  const { to } = editAddressLink('', params.id ?? null);
  const search = typeof to === 'string' ? to : (to.search ?? '');
  throw redirect(`/${lang}/menu/address/address-list${search}`);
}

export default function AddressFormRedirect() {
  return null;
}
