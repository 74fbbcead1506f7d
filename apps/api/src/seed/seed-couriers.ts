import type { Db } from '#api/db/client.ts';
import { couriers } from '#api/db/schema/index.ts';

/**
 * Demo couriers. Sign in at /courier with one of these numbers; in development the code is in
 * the server log and at GET /api/dev/sms-outbox.
 */
export const DEMO_COURIERS = [
  { phone: '+37120000001', name: 'Jānis Bērziņš', localityCode: 'riga' },
  { phone: '+37120000002', name: 'Anna Kalniņa', localityCode: 'riga' },
  { phone: '+96550000001', name: 'Yousef Al-Sabah', localityCode: 'kuwait-city' },
  { phone: '+380500000001', name: 'Олена Коваль', localityCode: 'kyiv' },
  { phone: '+351910000001', name: 'Rui Costa', localityCode: 'lisbon' },
  /** Works in every locality of the partner. */
  { phone: '+37120000009', name: 'Ilze Ozola', localityCode: null },
  { phone: '+37120000003', name: 'Pēteris Liepiņš', localityCode: 'riga' },
  { phone: '+37120000004', name: 'Kristīne Zariņa', localityCode: 'riga' },
  { phone: '+37120000005', name: 'Mārtiņš Egle', localityCode: 'riga' },
  { phone: '+37120000006', name: 'Elīna Krūmiņa', localityCode: 'riga' },
  { phone: '+37120000007', name: 'Artūrs Kalējs', localityCode: 'riga' },
] as const;

export async function seedDemoCouriers(
  db: Db,
  partnerId: string,
  localityIds: ReadonlyMap<string, string>,
): Promise<number> {
  const rows = DEMO_COURIERS.map((courier) => ({
    partnerId,
    phone: courier.phone,
    name: courier.name,
    localityId: courier.localityCode ? (localityIds.get(courier.localityCode) ?? null) : null,
  }));
  await db.insert(couriers).values(rows).onConflictDoNothing();
  return rows.length;
}
