import { localityListSchema, localityParamsSchema } from '@souk/contracts';
import { countryPhonePrefix, type CountryCode } from '@souk/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { browserApi } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';

export interface LocalityPhone {
  /** The locality's country: the phone mask and how a number typed without "+" is read. */
  country?: CountryCode;
  /** "+371 ", the start of the field for that country. */
  prefix: string;
  localityId?: string;
}

/**
 * The current locality's country (spec 1 §3 Locality params `locale.countryCode`), fetched when
 * a sign-in modal opens on a locality page. Elsewhere the number is typed with its "+".
 */
export function useLocalityPhone(): LocalityPhone {
  const { localityCode } = useParams();
  const config = useRootData()?.clientConfig;
  const [phone, setPhone] = useState<LocalityPhone>({ prefix: '+' });

  useEffect(() => {
    if (!localityCode || !config) return;
    const controller = new AbortController();
    const api = browserApi(config);
    const code = encodeURIComponent(localityCode);
    void Promise.all([
      api.get(`/api/public/localities/${code}/params`, localityParamsSchema, {
        signal: controller.signal,
      }),
      api.get('/api/public/localities', localityListSchema, { signal: controller.signal }),
    ])
      .then(([params, list]) => {
        const id = list.localities.find((locality) => locality.code === localityCode)?.id;
        setPhone({ prefix: '+', ...countryPhonePrefix(params.locale.countryCode), localityId: id });
      })
      // Without the locality the field still takes any international number.
      .catch(() => undefined);
    return () => controller.abort();
  }, [localityCode, config]);

  return phone;
}
