import { isValidName, isValidNameWithSpaces } from '@souk/core/validation';
import { normalizePhone, parsePhone } from '@souk/core/phone';
import type { CustomerRow } from '#api/db/schema/index.ts';
import type { CustomerRepository } from '#api/modules/customers/customer-repository.ts';

export interface ExternalIdentity {
  key: 'partnerUserId' | 'firebaseUid';
  id: string;
  phone: string | undefined;
  name: string | undefined;
}

/**
 * The customer behind an outside identity: the one already linked to it, else the customer with
 * the same phone (now linked), else a new one. Phone and name are taken only when valid.
 */
export async function findOrLinkCustomer(
  customers: CustomerRepository,
  partnerId: string,
  identity: ExternalIdentity,
): Promise<CustomerRow> {
  const linked = await customers.findBy(partnerId, identity.key, identity.id);
  if (linked) return linked;
  const phone = identity.phone ? parsePhone(normalizePhone(identity.phone)) : null;
  if (phone) {
    const samePhone = await customers.findBy(partnerId, 'phone', phone);
    if (samePhone && !samePhone[identity.key]) {
      const updated = await customers.update(partnerId, samePhone.id, {
        [identity.key]: identity.id,
      });
      if (updated) return updated;
    }
  }
  const name = identity.name?.trim();
  const created = await customers.insert({
    partnerId,
    [identity.key]: identity.id,
    // A phone that belongs to another linked account stays with that account.
    phone: phone && !(await customers.findBy(partnerId, 'phone', phone)) ? phone : null,
    name: name && (isValidName(name) || isValidNameWithSpaces(name)) ? name : null,
  });
  if (created) return created;
  // Two first logins at once: the other request created it.
  const raced = await customers.findBy(partnerId, identity.key, identity.id);
  if (!raced) throw new Error('customer missing after a conflicting insert');
  return raced;
}
