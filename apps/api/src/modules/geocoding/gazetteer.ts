/**
 * The offline geocoder's index: the partner's localities and the street addresses its vendors
 * stand at, searchable in every language the names are kept in and by point. Pure: built
 * from rows, no I/O, so it is unit-tested directly.
 */
import type { AddressLocation } from '@souk/contracts';
import { distanceKm, isPointInPolygon } from '@souk/core/geo';
import type { LatLng } from '@souk/core/geo';
import type { I18nText } from '#api/db/schema/index.ts';
import type { GazetteerLocality, Place } from './gazetteer-place.ts';
import { toLocation } from './gazetteer-place.ts';
import { HOUSE_NUMBER, matchScore, normalise, wordsOf } from './gazetteer-words.ts';

export interface GazetteerStreetAddress {
  localityId: string;
  street: string;
  /** The street's other names by language; each finds it, the asked language's is shown. */
  streetI18n?: I18nText;
  houseNumber: string;
  point: LatLng;
}

/** Within this distance a dropped pin is taken to be at a known house. */
const HOUSE_RADIUS_KM = 0.05;
/** Within this distance a dropped pin is taken to be on a known street. */
const STREET_RADIUS_KM = 0.3;
/** A pin outside every delivery zone but this close to a centre is still in that locality. */
const LOCALITY_RADIUS_KM = 30;

export class Gazetteer {
  private readonly places: Place[] = [];
  private readonly localities: GazetteerLocality[];

  constructor(
    localities: readonly GazetteerLocality[],
    addresses: readonly GazetteerStreetAddress[],
  ) {
    this.localities = [...localities];
    const byId = new Map(localities.map((locality) => [locality.id, locality]));
    for (const locality of localities) {
      this.places.push({
        kind: 'locality',
        key: `locality:${locality.id}`,
        locality,
        street: null,
        streetI18n: {},
        houseNumber: null,
        point: locality.center,
        words: wordsOf([locality.name, ...Object.values(locality.nameI18n)]),
      });
    }
    const seen = new Set<string>();
    for (const address of addresses) {
      const locality = byId.get(address.localityId);
      const street = address.street.trim();
      if (!locality || !street) continue;
      const houseNumber = address.houseNumber.trim();
      const key = `address:${locality.id}:${normalise(street)}:${normalise(houseNumber)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const streetNames = Object.values(address.streetI18n ?? {});
      this.places.push({
        kind: 'address',
        key,
        locality,
        street,
        streetI18n: address.streetI18n ?? {},
        houseNumber: houseNumber || null,
        point: address.point,
        // The city's names too, so "brivibas riga" finds the street in Riga; the street's names
        // in every language it has, so "شارع الخليج" finds Gulf Road.
        words: wordsOf([
          street,
          ...streetNames,
          houseNumber,
          locality.name,
          ...Object.values(locality.nameI18n),
        ]),
      });
    }
    this.addStreets();
  }

  /**
   * Each known street once, at the middle of its known houses: a customer types their own house
   * number, which the gazetteer cannot know, and gets it placed on its street (the pin is then
   * moved to the door on the map).
   */
  private addStreets(): void {
    const streets = new Map<string, { place: Place; points: LatLng[]; numbers: Set<string> }>();
    for (const place of this.places) {
      if (place.kind !== 'address' || !place.street) continue;
      const key = `street:${place.locality.id}:${normalise(place.street)}`;
      let entry = streets.get(key);
      if (!entry) {
        entry = {
          place: { ...place, kind: 'street', key, houseNumber: null },
          points: [],
          numbers: new Set(),
        };
        streets.set(key, entry);
      }
      entry.points.push(place.point);
      if (place.houseNumber) entry.numbers.add(normalise(place.houseNumber));
    }
    for (const { place, points, numbers } of streets.values()) {
      const latitude = points.reduce((sum, point) => sum + point[0], 0) / points.length;
      const longitude = points.reduce((sum, point) => sum + point[1], 0) / points.length;
      this.places.push({
        ...place,
        point: [latitude, longitude],
        words: wordsOf([
          place.street ?? '',
          ...Object.values(place.streetI18n),
          place.locality.name,
          ...Object.values(place.locality.nameI18n),
        ]),
        knownNumbers: numbers,
      });
    }
  }

  search(request: {
    text: string;
    lang: string;
    near: LatLng | null;
    countryCode: string | null;
    limit: number;
  }): AddressLocation[] {
    const needles = wordsOf([request.text]);
    if (needles.length === 0) return [];
    // Ties go to the place the words describe most fully ("riga" is the city before a street in
    // it), then to the nearer one.
    const scored: { place: Place; score: number; coverage: number; distance: number }[] = [];
    for (const candidate of this.places) {
      if (request.countryCode && candidate.locality.countryCode !== request.countryCode) continue;
      const match = matchPlace(needles, candidate);
      if (!match) continue;
      const { place, score } = match;
      const distance = request.near ? distanceKm(request.near, place.point) : 0;
      scored.push({ place, score, coverage: needles.length / place.words.length, distance });
    }
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        b.coverage - a.coverage ||
        a.distance - b.distance ||
        a.place.key.localeCompare(b.place.key),
    );
    return scored
      .slice(0, request.limit)
      .map(({ place }) => toLocation(place, place.point, request.lang, 'full'));
  }

  reverse(point: LatLng, lang: string): AddressLocation | null {
    let nearest: { place: Place; distance: number } | null = null;
    for (const place of this.places) {
      if (place.kind !== 'address') continue;
      const distance = distanceKm(point, place.point);
      if (!nearest || distance < nearest.distance) nearest = { place, distance };
    }
    if (nearest && nearest.distance <= HOUSE_RADIUS_KM) {
      return toLocation(nearest.place, point, lang, 'full');
    }
    if (nearest && nearest.distance <= STREET_RADIUS_KM) {
      return toLocation(nearest.place, point, lang, 'street');
    }
    const locality = this.localityAt(point);
    if (!locality) return null;
    const place = this.places.find((item) => item.key === `locality:${locality.id}`);
    return place ? toLocation(place, point, lang, 'full') : null;
  }

  private localityAt(point: LatLng): GazetteerLocality | null {
    const inside = this.localities.find((locality) =>
      isPointInPolygon(point, locality.deliveryZone),
    );
    if (inside) return inside;
    let best: { locality: GazetteerLocality; distance: number } | null = null;
    for (const locality of this.localities) {
      const distance = distanceKm(point, locality.center);
      if (distance <= LOCALITY_RADIUS_KM && (!best || distance < best.distance)) {
        best = { locality, distance };
      }
    }
    return best?.locality ?? null;
  }
}

/**
 * The place the words name, with its score. On a street, one typed house number the street's
 * known houses do not have is taken as the customer's own house on it.
 */
function matchPlace(
  needles: readonly string[],
  place: Place,
): { place: Place; score: number } | null {
  const score = matchScore(needles, place.words);
  if (score !== null) return { place, score };
  if (place.kind !== 'street') return null;
  const numbers = needles.filter((needle) => HOUSE_NUMBER.test(needle));
  const [houseNumber] = numbers;
  if (numbers.length !== 1 || !houseNumber || place.knownNumbers?.has(houseNumber)) return null;
  const rest = needles.filter((needle) => needle !== houseNumber);
  const restScore = rest.length > 0 ? matchScore(rest, place.words) : null;
  if (restScore === null) return null;
  return {
    place: { ...place, houseNumber, key: `${place.key}:${houseNumber}` },
    // Below a known house the words name as well: that one exists for certain.
    score: restScore + 1,
  };
}
