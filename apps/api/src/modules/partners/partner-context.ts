import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUILD_VERSION_HEADER, PARTNER_HEADER } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';
import type { PartnerRepository, PartnerRow } from './partner-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    partner: PartnerRow | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a partner (health checks, API docs). */
    partnerOptional?: boolean;
  }
}

const PARTNER_CODE_PATTERN = /^[a-z0-9-]{1,40}$/;

/** Resolves `X-Partner-Code` for every API route in this scope; refuses unknown and suspended partners. */
export function installPartnerContext(api: FastifyInstance, partners: PartnerRepository): void {
  api.decorateRequest('partner', null);
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.partnerOptional) return;
    request.partner = await resolvePartner(request, partners);
  });
}

async function resolvePartner(
  request: FastifyRequest,
  partners: PartnerRepository,
): Promise<PartnerRow> {
  const code = headerValue(request, PARTNER_HEADER);
  if (!code) {
    throw new ApiError(400, 'partnerMissing', `The ${PARTNER_HEADER} header is required`, {
      fieldErrors: [{ field: PARTNER_HEADER, message: 'Required' }],
    });
  }
  const buildVersion = headerValue(request, BUILD_VERSION_HEADER);
  if (buildVersion && buildVersion.length > 64) {
    throw new ApiError(400, 'validation', `The ${BUILD_VERSION_HEADER} header is too long`, {
      fieldErrors: [{ field: BUILD_VERSION_HEADER, message: 'At most 64 characters' }],
    });
  }
  const partner = PARTNER_CODE_PATTERN.test(code) ? await partners.findByCode(code) : null;
  if (!partner) {
    throw new ApiError(400, 'partnerUnknown', `Unknown partner code "${code.slice(0, 40)}"`, {
      fieldErrors: [{ field: PARTNER_HEADER, message: 'Unknown partner code' }],
    });
  }
  if (partner.status === 'SUSPENDED') {
    throw new ApiError(423, 'partnerSuspended', 'This marketplace is suspended', {
      extra: { partnerType: partner.partnerType },
    });
  }
  return partner;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** For handlers behind the partner hook: the partner is always resolved there. */
export function requirePartner(request: FastifyRequest): PartnerRow {
  if (!request.partner) throw new Error('Partner context missing on a partner route');
  return request.partner;
}
