import type { AddressLocation } from '@souk/contracts';
import { ADDRESS_FETCH_DELAY_MS } from '@souk/core';
import { useId, useState } from 'react';
import { useServerState } from '#app/lib/server-state.ts';
import { useSettled } from '#app/lib/use-settled.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { focusRing } from '#app/ui/styles.ts';
import { searchAddresses, type SearchNear } from '../api/address-calls.ts';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'results'; results: AddressLocation[] }
  | { kind: 'failed' };

interface AddressSearchProps {
  near: SearchNear;
  onChoose: (location: AddressLocation) => void;
}

const inputClass = `${focusRing} w-full rounded-xl border border-line bg-surface px-4 py-3 text-base`;

/**
 * Debounced by spec 1 §9's "Address fetch delay 1000 ms"; a newer query aborts the older
 * request (the cache drops an entry nobody reads), so a slow answer never replaces a newer one. Texts of spec 1 §8 "Geocoder".
 */
export function AddressSearch({ near, onChoose }: AddressSearchProps) {
  const { t } = useTranslator();
  const config = useRootData()?.clientConfig;
  const [text, setText] = useState('');
  const inputId = useId();
  const statusId = useId();
  const { latitude, longitude } = near;
  const query = text.trim();
  const settled = useSettled(query, ADDRESS_FETCH_DELAY_MS);
  // An emptied field shows nothing at once; while typing, the last settled search stays shown.
  const key = config && query && settled ? `geocode:${latitude},${longitude}:${settled}` : null;
  const search = useServerState(key, (signal) => {
    if (!config) throw new Error('No client configuration');
    return searchAddresses(config, settled, { latitude, longitude }, signal);
  });
  const state: SearchState =
    search.status === 'idle'
      ? { kind: 'idle' }
      : search.status === 'loading'
        ? { kind: 'searching' }
        : search.status === 'failed'
          ? { kind: 'failed' }
          : { kind: 'results', results: search.data };

  const status =
    state.kind === 'searching'
      ? t('address.searching')
      : state.kind === 'failed'
        ? t('address.geocoderFailed')
        : state.kind === 'results' && state.results.length === 0
          ? t('address.noResults')
          : '';

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t('address.search')}
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="street-address"
        value={text}
        placeholder={t('address.searchPlaceholder')}
        aria-describedby={statusId}
        onChange={(event) => setText(event.target.value)}
        data-testid="address-search"
        className={inputClass}
      />
      <p
        id={statusId}
        role="status"
        data-testid="address-search-status"
        className={state.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-muted'}
      >
        {status}
      </p>
      {state.kind === 'results' && state.results.length > 0 && (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
          {state.results.map((result) => (
            <li key={`${result.latitude},${result.longitude},${result.formattedAddress}`}>
              <button
                type="button"
                data-testid="address-result"
                onClick={() => {
                  onChoose(result);
                  setText('');
                }}
                className={`${focusRing} block w-full px-4 py-3 text-start hover:bg-canvas`}
              >
                <span className="block font-medium">{result.shortAddress}</span>
                <span className="block text-sm text-muted">{result.formattedAddress}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
