import type { CustomerMe } from '@souk/contracts';
import { isSupportedLocale } from '@souk/core/locales';
import type { CustomerRow } from '#api/db/schema/index.ts';

export function toCustomerMe(row: CustomerRow): CustomerMe {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    birthDate: row.birthDate,
    email: row.email,
    healthyLifestyle: row.healthyLifestyle,
    lang: isSupportedLocale(row.lang) ? row.lang : null,
    // The analytics user id is the customer id: it is already opaque and stable.
    gaUserId: row.id,
    status: row.status === 'DELETION_SCHEDULED' ? 'DELETION_SCHEDULED' : 'ACTIVE',
    deletionDueAt: row.deletionDueAt?.toISOString() ?? null,
  };
}
