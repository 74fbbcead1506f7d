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
  areaOf,
  atPin,
  DETAIL_FIELDS,
  detailsOf,
  pinOnlyLocation,
  withStreet,
  type AddressDetails,
} from '../location.ts';
import { StreetFields, type StreetErrors, type StreetValues } from './street-fields.tsx';
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
  // Typed by the customer when the place has no house number of its own; a street left
  // untouched (null) is the one the place came with.
  const [typed, setTyped] = useState<{ street: string | null; house: string }>({
    street: null,
    house: '',
  });
  // Only a place chosen in this form is asked about: a saved address opened to change its
  // details keeps its place as it was saved.
  const [placedHere, setPlacedHere] = useState(false);
  const [streetErrors, setStreetErrors] = useState<StreetErrors>({});
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
      setLocation(pinOnlyLocation(latitude, longitude, t('address.pinPlaced')));
      setTyped({ street: null, house: '' });
      setPlacedHere(true);
      setStreetErrors({});
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
    [config, t],
  );

  const choose = useCallback((found: AddressLocation) => {
    lookup.current?.abort();
    setLocation(found);
    setTyped({ street: null, house: '' });
    setPlacedHere(true);
    setStreetErrors({});
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
    const missing: StreetErrors = {};
    if (askHouse && !streetValues.street.trim()) missing.street = t('address.streetRequired');
    if (askHouse && !streetValues.house.trim()) missing.house = t('address.houseRequired');
    setStreetErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const complete = withStreet(location, streetValues.street, streetValues.house);
    if (mode === 'temporary' || !config) {
      onDone({ id: null, location: complete, details });
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const id = await saveAddress(config, addressInput(details, complete), address?.id);
      onDone({ id, location: complete, details });
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
  // A place without a street asks for street and house; one without a number, for the number.
  // A visitor's temporary address only picks the locality to browse, so a town is enough there;
  // an address saved for deliveries needs its door.
  const asksDoor = mode === 'save' && placedHere && location !== null;
  const askStreet = asksDoor && !location.addressComponents.street;
  const askHouse = asksDoor && !location.addressComponents.streetNumber;
  const streetValues: StreetValues = {
    street: typed.street ?? location?.addressComponents.street ?? '',
    house: typed.house,
  };
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
          zoomLabels={{ zoomIn: t('address.zoomIn'), zoomOut: t('address.zoomOut') }}
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
        {/* Never the raw coordinates: the street as found, else the town the pin is in. */}
        {location && (
          <div className="rounded-xl bg-canvas p-3" data-testid="address-chosen">
            <p className="font-medium">
              {location.addressComponents.street
                ? location.formattedAddress
                : (areaOf(location) ?? location.formattedAddress)}
            </p>
            {askStreet && <p className="text-sm text-muted">{t('address.addStreet')}</p>}
          </div>
        )}
      </div>
      {location && askHouse && (
        <StreetFields
          values={streetValues}
          errors={streetErrors}
          onChange={(field, value) => setTyped((current) => ({ ...current, [field]: value }))}
        />
      )}
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
