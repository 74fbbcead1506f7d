import type { FastifyRequest } from 'fastify';
import { requireCustomer } from './session-context.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';

/** Whose rows a `/customer/me/*` call reads and writes: the customer, within the partner. */
export interface CustomerOwner {
  customerId: string;
  partnerId: string;
}

/** The signed-in customer of this partner, else 401 UnauthorizedException. */
export function customerOwner(request: FastifyRequest): CustomerOwner {
  const customerId = requireCustomer(request);
  return { customerId, partnerId: requirePartner(request).id };
}
