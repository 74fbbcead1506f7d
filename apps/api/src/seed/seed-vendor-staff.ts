import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { vendorStaff, vendors } from '#api/db/schema/index.ts';

/**
 * Demo vendor staff. Sign in at /{lang}/vendor with one of these numbers; in development the
 * code is in the server log and at GET /api/dev/sms-outbox.
 */
const DEMO_VENDOR_STAFF = [
  {
    phone: '+37121000001',
    name: 'Līga Kalniņa',
    localityCode: 'riga',
    vendorCode: 'burger-brothers',
  },
  {
    phone: '+37121000002',
    name: 'Marco Rossi',
    localityCode: 'riga',
    vendorCode: 'pizzeria-milano',
  },
  {
    phone: '+96551000001',
    name: 'Fatima Al-Mutairi',
    localityCode: 'kuwait-city',
    vendorCode: 'golden-shawarma',
  },
  {
    phone: '+380500000101',
    name: 'Оксана Мельник',
    localityCode: 'kyiv',
    vendorCode: 'pizza-podil',
  },
  {
    phone: '+351910000101',
    name: 'Inês Ferreira',
    localityCode: 'lisbon',
    vendorCode: 'tasca-do-bairro',
  },
  {
    phone: '+261340000101',
    name: 'Hery Rakoto',
    localityCode: 'antananarivo',
    vendorCode: 'chez-ravaka',
  },
  /** Second staff members of the two Riga kitchens, so two journeys never share a number. */
  {
    phone: '+37121000003',
    name: 'Dace Vītola',
    localityCode: 'riga',
    vendorCode: 'pizzeria-milano',
  },
  {
    phone: '+37121000004',
    name: 'Roberts Ozols',
    localityCode: 'riga',
    vendorCode: 'burger-brothers',
  },
  /**
   * A third at Milano for the order page's journey, which edits orders as staff while the
   * console's journey signs Marco in: a number gets one code a minute.
   */
  {
    phone: '+37121000005',
    name: 'Jānis Bērziņš',
    localityCode: 'riga',
    vendorCode: 'pizzeria-milano',
  },
] as const;

/** Adds the demo staff to the vendors the seed wrote; a vendor the seed lacks is skipped. */
export async function seedDemoVendorStaff(
  db: Db,
  partnerId: string,
  localityIds: ReadonlyMap<string, string>,
): Promise<number> {
  let seeded = 0;
  for (const staff of DEMO_VENDOR_STAFF) {
    const localityId = localityIds.get(staff.localityCode);
    if (!localityId) continue;
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.localityId, localityId), eq(vendors.code, staff.vendorCode)));
    if (!vendor) continue;
    await db
      .insert(vendorStaff)
      .values({ partnerId, vendorId: vendor.id, phone: staff.phone, name: staff.name })
      .onConflictDoNothing();
    seeded += 1;
  }
  return seeded;
}
