import type { Db } from '#api/db/client.ts';
import { localities, partners } from '#api/db/schema/index.ts';
import type { LatLng } from '#api/db/schema/index.ts';

type PartnerInsert = typeof partners.$inferInsert;
type LocalityInsert = typeof localities.$inferInsert;

/** A square zone of `halfSide` degrees around a point. */
export function squareZone([lat, lng]: LatLng, halfSide = 0.05): LatLng[] {
  return [
    [lat - halfSide, lng - halfSide],
    [lat - halfSide, lng + halfSide],
    [lat + halfSide, lng + halfSide],
    [lat + halfSide, lng - halfSide],
  ];
}

export async function insertPartner(db: Db, values: Partial<PartnerInsert> & { code: string }) {
  const [row] = await db
    .insert(partners)
    .values({
      platformName: 'Test Market',
      officialName: 'Test Market Ltd',
      officialAddress: '1 Test Street',
      languages: [{ code: 'en', mandatory: true }],
      links: {
        aboutUs: null,
        termsOfUse: null,
        privacyPolicy: null,
        becomeACourier: null,
        becomeAVendor: null,
        iosApp: null,
        androidApp: null,
        socialNetworks: [],
      },
      supportPhone: '+37120000000',
      supportEmail: 'help@test.example',
      workingHours: [],
      theme: {
        primaryColor: '#0a7d5a',
        primaryContrastColor: '#ffffff',
        accentColor: '#ffb703',
        surfaceColor: '#ffffff',
        textColor: '#1b1b1b',
      },
      ...values,
    })
    .returning();
  if (!row) throw new Error('partner insert returned nothing');
  return row;
}

export async function insertLocality(
  db: Db,
  values: Partial<LocalityInsert> & { partnerId: string; code: string; center: LatLng },
) {
  const { center, ...rest } = values;
  const [row] = await db
    .insert(localities)
    .values({
      name: rest.code,
      lang: 'en',
      currencyCode: 'EUR',
      currencySymbol: '€',
      countryCode: 'LV',
      timeZone: 'Europe/Riga',
      centerLatitude: center[0],
      centerLongitude: center[1],
      deliveryZone: squareZone(center),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('locality insert returned nothing');
  return row;
}
