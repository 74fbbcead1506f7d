/**
 * Binding a card through the gateway's hosted form (spec 1 "cards bind form"): a binding is a
 * payment attempt of no amount and no order. When the gateway reports it AUTHORIZED, the card
 * (masked number and gateway token only) is stored for the customer.
 */
import type { Db } from '#api/db/client.ts';
import { uuidV7 } from '#api/lib/uuid-v7.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { GatewayUnavailableError } from './payment-gateway.ts';
import { cardBindingNotAllowed, gatewayUnavailable } from './payment-errors.ts';
import { localityByCode } from './payment-options.ts';
import { insertPayment } from './payment-repository.ts';
import { recordGatewayResult } from './record-gateway-result.ts';

/** Bindings carry no money; a currency is still needed by gateways. */
const BINDING_CURRENCY = 'EUR';

export async function startCardBinding(
  deps: { db: Db; now: () => Date; gateway: PaymentGateway },
  owner: CustomerOwner,
  query: { localityCode?: string | undefined; paymentOptionCode?: string | undefined },
  language: string,
): Promise<{ bindingId: string; url: string | null; clientSecret: string | null }> {
  const { db, now, gateway } = deps;
  let currencyCode = BINDING_CURRENCY;
  if (query.localityCode) {
    const locality = await localityByCode(db, owner.partnerId, query.localityCode);
    const option = query.paymentOptionCode
      ? locality.paymentOptions.find((candidate) => candidate.code === query.paymentOptionCode)
      : { paymentType: 'ONLINE' as const };
    if (
      !locality.bindNewCard ||
      !locality.paymentTypes.includes('ONLINE') ||
      option?.paymentType !== 'ONLINE'
    ) {
      throw cardBindingNotAllowed();
    }
    currencyCode = locality.currencyCode;
  }
  const at = now();
  const binding = await insertPayment(db, {
    id: uuidV7(at),
    kind: 'CARD_BINDING',
    ...owner,
    orderId: null,
    status: 'PENDING',
    amount: 0,
    currencyCode,
    gateway: gateway.name,
    saveCard: true,
    createdAt: at,
    updatedAt: at,
  });
  let result;
  try {
    result = await gateway.startBinding({ reference: binding.id, currencyCode, language });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
    throw error;
  }
  await db.transaction((tx) => recordGatewayResult(tx, binding.id, result, now()));
  return { bindingId: binding.id, url: result.formUrl, clientSecret: result.clientSecret };
}
