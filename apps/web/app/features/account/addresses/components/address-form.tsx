import type { Address, AddressLocation } from '@souk/contracts';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { reverseGeocode, saveAddress } from '../api/address-calls.ts';
import { devicePosition } from '../device-position.ts';
import {
  addressInput,
  atPin,
  DETAIL_FIELDS,
  detailsOf,
  pinOnlyLocation,
  type AddressDetails,
} from '../location.ts';
import { AddressDetailsFields } from './address-details-fields.tsx';
import type { MapPoint } from '../map-point.ts';
import { AddressMap } from './address-map.tsx';
import { AddressSearch } from './address-search.tsx';

export interface AddressFormResult {
  /** The saved address's id; null for a temporary (unsaved) address. */
  id: string | null;
  location: AddressLocation;
  details: AddressDetails;
}

interface AddressFormProps {
  /** Editing this saved address; a new one otherwise. */
  address?: Address | null;
  /** `temporary` keeps the address in the browser only (a visitor has no account to save to). */
  mode: 'save' | 'temporary';
  /** Where the map opens when there is no pin yet (the locality's centre). */
  center: MapPoint;
  submitLabel: string;
  onDone: (result: AddressFormResult) => void;
}

type PinStatus = 'idle' | 'lookingUp' | 'noResults' | 'failed' | 'noDevice';

/** An empty MAP_TILE_URL means no tiles: the pin and its coordinates work without them. */
function configText(config: object | undefined, key: 'mapTileUrl' | 'mapTileAttribution') {
  const value: unknown = config ? Object.getOwnPropertyDescriptor(config, key)?.value : undefined;
  return typeof value === 'string' && value ? value : null;
}

/** Spec 1 §2 address form: search or a dropped pin gives the point, then the door details. */
export function AddressForm(props: AddressFormProps) {
  const { address, mode, center, submitLabel, onDone } = props;
  const { t } = useTranslator();
  const config = useRootData()?.clientConfig;
  const [location, setLocation] = useState<AddressLocation | null>(address?.location ?? null);
  const [details, setDetails] = useState(() => detailsOf(address));
  const [pinStatus, setPinStatus] = useState<PinStatus>('idle');
  const [errors, setErrors] = useState<Partial<Record<keyof AddressDetails, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const lookup = useRef<AbortController | null>(null);

  const dropPin = useCallback(
    (latitude: number, longitude: number) => {
      lookup.current?.abort();
      const controller = new AbortController();
      lookup.current = controller;
      setLocation(pinOnlyLocation(latitude, longitude));
      setFormError(null);
      if (!config) return;
      setPinStatus('lookingUp');
      reverseGeocode(config, latitude, longitude, controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          if (found) setLocation(atPin(found, latitude, longitude));
          setPinStatus(found ? 'idle' : 'noResults');
        })
        .catch(() => {
          if (!controller.signal.aborted) setPinStatus('failed');
        });
    },
    [config],
  );

  const choose = useCallback((found: AddressLocation) => {
    lookup.current?.abort();
    setLocation(found);
    setPinStatus('idle');
    setFormError(null);
  }, []);

  async function locateDevice() {
    const point = await devicePosition();
    if (point) dropPin(point.latitude, point.longitude);
    else setPinStatus('noDevice');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!location) {
      setFormError(t('address.chooseLocation'));
      return;
    }
    if (mode === 'temporary' || !config) {
      onDone({ id: null, location, details });
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const id = await saveAddress(config, addressInput(details, location), address?.id);
      onDone({ id, location, details });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.body?.fieldErrors ?? []) : [];
      const byField: Partial<Record<keyof AddressDetails, string>> = {};
      for (const { field, message } of fields) {
        const name = DETAIL_FIELDS.find((known) => known === field);
        if (name) byField[name] = message;
      }
      setErrors(byField);
      setFormError(t('address.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const pin = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const pinMessage = {
    idle: '',
    lookingUp: t('address.lookingUp'),
    noResults: t('address.noResults'),
    failed: t('address.geocoderFailed'),
    noDevice: t('address.locationUnavailable'),
  }[pinStatus];

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="address-form">
      {/* Results near the pin or map rank first; other localities stay findable, so choosing
          one of their addresses can switch the locality (spec 1 §4). */}
      <AddressSearch near={pin ?? center} onChoose={choose} />
      <div className="space-y-2">
        <AddressMap
          center={pin ?? center}
          pin={pin}
          tileUrl={configText(config, 'mapTileUrl')}
          attribution={configText(config, 'mapTileAttribution')}
          label={t('address.mapLabel')}
          onPick={dropPin}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{t('address.mapHint')}</p>
          <button type="button" onClick={() => void locateDevice()} className={ghostButton}>
            {t('address.useMyLocation')}
          </button>
        </div>
        <div role="status" className="min-h-6 text-sm" data-testid="address-pin-status">
          {pinMessage}
        </div>
        {location && (
          <div className="rounded-xl bg-canvas p-3" data-testid="address-chosen">
            <p className="font-medium">{location.formattedAddress}</p>
            <p className="text-sm text-muted">
              {t('address.pin', { latitude: location.latitude, longitude: location.longitude })}
            </p>
          </div>
        )}
      </div>
      <AddressDetailsFields
        details={details}
        errors={errors}
        onChange={(field, value) => setDetails((current) => ({ ...current, [field]: value }))}
      />
      {formError && (
        <p role="alert" className="text-sm text-red-700" data-testid="address-form-error">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={saving}
        className={`${primaryButton} w-full`}
        data-testid="address-save"
      >
        {submitLabel}
      </button>
    </form>
  );
}
