import { countryPhonePrefix, type CountryCode } from '@souk/core';
import { browserApi } from '#app/lib/api-client.ts';
import { getLocalities } from '#app/lib/api/get-localities.ts';
import { getLocalityParams } from '#app/lib/api/get-locality-params.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { useCurrentLocalityCode } from '../use-current-locality-code.ts';

export interface LocalityPhone {
  /** The locality's country: the phone mask and how a number typed without "+" is read. */
  country?: CountryCode;
  /** "+371 ", the start of the field for that country. */
  prefix: string;
  localityId?: string;
}

const ANY_NUMBER: LocalityPhone = { prefix: '+' };

/**
 * The current locality's country (spec 1 §3 Locality params `locale.countryCode`), fetched when
 * a sign-in modal opens: the page's locality, or on /cart and /menu the cart's (stored) one.
 * With no locality known, and when either call fails, the number is typed with its "+" (the
 * field still takes any international number).
 */
export function useLocalityPhone(): LocalityPhone {
  const localityCode = useCurrentLocalityCode();
  const config = useRootData()?.clientConfig;
  const key = localityCode && config ? `locality-phone:${localityCode}` : null;
  const state = useServerState(key, async (signal) => {
    if (!localityCode || !config) throw new Error('No locality to read');
    const api = browserApi(config);
    const [params, localities] = await Promise.all([
      getLocalityParams(api, localityCode, { signal }),
      getLocalities(api, { signal }),
    ]);
    const id = localities.find((locality) => locality.code === localityCode)?.id;
    return { prefix: '+', ...countryPhonePrefix(params.locale.countryCode), localityId: id };
  });
  return state.status === 'ready' ? state.data : ANY_NUMBER;
}
