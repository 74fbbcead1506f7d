/**
 * Demo promo codes: one of each type and each result the storefront shows (spec 2 §5), so a
 * visitor can try them. FIXED values are minor units, so those codes are tied to a locality.
 */
import type { Db } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';

type PromoCodeInsert = Omit<typeof schema.promoCodes.$inferInsert, 'partnerId'>;

export async function seedDemoPromoCodes(
  db: Db,
  partnerId: string,
  localityIds: ReadonlyMap<string, string>,
): Promise<number> {
  const locality = (code: string) => localityIds.get(code) ?? null;
  const rows: PromoCodeInsert[] = [
    // 10 % off everything, anywhere.
    {
      code: 'WELCOME10',
      type: 'PERCENT',
      value: 10,
      validUntil: new Date('2030-12-31T23:59:59Z'),
    },
    // Delivery on the house, anywhere.
    { code: 'FREEDELIVERY', type: 'FREE_DELIVERY', value: 0 },
    // €5 off from €20 in Riga, once per customer.
    {
      code: 'RIGA5',
      type: 'FIXED',
      value: 500,
      minCartTotal: 2000,
      maxUsesPerCustomer: 1,
      localityId: locality('riga'),
    },
    // 15 % off in Kyiv, typed in Cyrillic.
    { code: 'ПРИВІТ15', type: 'PERCENT', value: 15, localityId: locality('kyiv') },
    // 1 KWD (1000 fils) off in Kuwait City.
    { code: 'KUWAIT1', type: 'FIXED', value: 1000, localityId: locality('kuwait-city') },
    // Ended: answers OUTDATED.
    {
      code: 'SUMMER2025',
      type: 'PERCENT',
      value: 20,
      validUntil: new Date('2025-09-01T00:00:00Z'),
    },
  ];
  await db.insert(schema.promoCodes).values(rows.map((row) => ({ ...row, partnerId })));
  return rows.length;
}
