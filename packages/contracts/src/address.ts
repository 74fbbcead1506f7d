/**
 * Saved delivery addresses (spec 1 §3 "Address", §7 "GET/POST/PUT/DELETE
 * /customer/me/addresses") and the geocoder results the address form searches with.
 */
import { z } from 'zod';
import { localityCodeSchema } from './locality.ts';

/** JSON numbers only: `null` or `""` must not slip through as 0, as a coercing schema lets them. */
const bodyLatitude = z.number().min(-90).max(90);
const bodyLongitude = z.number().min(-180).max(180);

/** A query-string coordinate: a decimal number in range; an empty value is refused, not 0. */
export const queryCoordinateSchema = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^[-+]?\d+(?:\.\d+)?$/, 'Expected a decimal number')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

/** Most saved addresses one customer may keep; a real person has a handful. */
export const ADDRESSES_PER_CUSTOMER_MAX = 30;
const ADDRESS_TEXT_MAX_LENGTH = 300;
export const ADDRESS_NAME_MAX_LENGTH = 50;
export const ADDRESS_DETAIL_MAX_LENGTH = 20;
export const ADDRESS_COMMENT_MAX_LENGTH = 500;

/** Spec 1 §3: "externalSource (web_onde or web_gpa)". Souk's own geocoder answers web_onde. */
const ADDRESS_EXTERNAL_SOURCES = ['web_onde', 'web_gpa'] as const;

/** Optional text: blank and null both mean "not given"; stored and sent back as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const componentText = optionalText(ADDRESS_TEXT_MAX_LENGTH);

/** What a client may send: blanks become null, the country code upper case. */
const addressComponentsInputSchema = z.object({
  externalSource: z.enum(ADDRESS_EXTERNAL_SOURCES).nullish().default(null),
  externalId: componentText,
  plusCode: componentText,
  formattedAddress: componentText,
  shortAddress: componentText,
  shortAddressExt: componentText,
  countryName: componentText,
  countryCodeISO2: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
    .transform((code) => code.toUpperCase())
    .nullish()
    .transform((value) => value ?? null),
  adminArea: componentText,
  adminAreaCode: componentText,
  subAdminArea: componentText,
  locality: componentText,
  subLocality: componentText,
  street: componentText,
  streetNumber: componentText,
  premise: componentText,
  postalCode: componentText,
  postalCodeSuffix: componentText,
});
/**
 * As answered (no transforms: responses are encoded through these schemas).
 */
const addressComponentsSchema = z.object({
  externalSource: z.enum(ADDRESS_EXTERNAL_SOURCES).nullable(),
  externalId: z.string().nullable(),
  plusCode: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  shortAddress: z.string().nullable(),
  shortAddressExt: z.string().nullable(),
  countryName: z.string().nullable(),
  countryCodeISO2: z.string().nullable(),
  adminArea: z.string().nullable(),
  adminAreaCode: z.string().nullable(),
  subAdminArea: z.string().nullable(),
  locality: z.string().nullable(),
  subLocality: z.string().nullable(),
  street: z.string().nullable(),
  streetNumber: z.string().nullable(),
  premise: z.string().nullable(),
  postalCode: z.string().nullable(),
  postalCodeSuffix: z.string().nullable(),
});

/** The location of a saved address, and of every geocoder result. */
export const addressLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  addressComponents: addressComponentsSchema,
  formattedAddress: z.string(),
  shortAddress: z.string(),
  shortAddressExt: z.string().nullable(),
});
export type AddressLocation = z.output<typeof addressLocationSchema>;

export const addressSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  apartmentNumber: z.string().nullable(),
  comment: z.string().nullable(),
  entrance: z.string().nullable(),
  floor: z.string().nullable(),
  intercom: z.string().nullable(),
  location: addressLocationSchema,
});
export type Address = z.output<typeof addressSchema>;

export const addressListSchema = z.array(addressSchema);

const locationInputSchema = z
  .object({
    latitude: bodyLatitude,
    longitude: bodyLongitude,
    addressComponents: addressComponentsInputSchema.default(addressComponentsInputSchema.parse({})),
    formattedAddress: componentText,
    shortAddress: componentText,
    shortAddressExt: componentText,
  })
  .superRefine((location, context) => {
    // A courier needs words as well as a point: the form always has them from the geocoder.
    if (!location.formattedAddress && !location.addressComponents.formattedAddress) {
      context.addIssue({
        code: 'custom',
        path: ['formattedAddress'],
        message:
          'Required: location.formattedAddress or location.addressComponents.formattedAddress',
      });
    }
  });

/**
 * Body of POST (create) and PUT (replace). Spec 1 §7 lists `id` among the POST fields: it is
 * accepted and ignored, the server makes the id.
 */
export const addressInputSchema = z.object({
  id: z.unknown().optional(),
  name: optionalText(ADDRESS_NAME_MAX_LENGTH),
  apartmentNumber: optionalText(ADDRESS_DETAIL_MAX_LENGTH),
  comment: optionalText(ADDRESS_COMMENT_MAX_LENGTH),
  entrance: optionalText(ADDRESS_DETAIL_MAX_LENGTH),
  floor: optionalText(ADDRESS_DETAIL_MAX_LENGTH),
  intercom: optionalText(ADDRESS_DETAIL_MAX_LENGTH),
  location: locationInputSchema,
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type ParsedAddressInput = z.output<typeof addressInputSchema>;

export const addressIdParamsSchema = z.object({ id: z.uuid() });

// --- geocoding (Souk's own calls, not in the spec: the address form searches through them) ---

const GEOCODING_QUERY_MAX_LENGTH = 200;
const GEOCODING_RESULTS_MAX = 10;

export const geocodingSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Required').max(GEOCODING_QUERY_MAX_LENGTH),
  /** Results near this point rank first (the map's centre or the locality's). */
  lat: queryCoordinateSchema(90).optional(),
  lng: queryCoordinateSchema(180).optional(),
  /** Keeps results inside the locality's country. */
  localityCode: localityCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(GEOCODING_RESULTS_MAX).default(5),
});

export const geocodingReverseQuerySchema = z.object({
  lat: queryCoordinateSchema(90),
  lng: queryCoordinateSchema(180),
});

/**
 * An empty `results` is spec 1 §8's "No results found"; a geocoder that could not answer is a
 * 502 with type GeocoderFailedException ("Geocoder failed").
 */
export const geocodingResultsSchema = z.object({
  results: z.array(addressLocationSchema),
});
