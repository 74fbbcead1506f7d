import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicInfoSchema } from '@souk/contracts';
import type { PublicInfo } from '@souk/contracts';
import { localeCodeSchema } from '@souk/contracts';
import { z } from 'zod';
import { toImageDto } from '#api/modules/images/image-variants.ts';
import { requirePartner } from './partner-context.ts';
import type { PartnerRow } from './partner-repository.ts';

export interface PartnerRoutesOptions {
  baseUrl: string;
}

export const partnerRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (
  app,
  { baseUrl },
) => {
  app.get(
    '/public/partner/info',
    {
      schema: {
        tags: ['partner'],
        summary: 'Public information of the marketplace (footer, languages, theme)',
        response: { 200: publicInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return toPublicInfo(requirePartner(request), baseUrl);
    },
  );
};

const languagesSchema = z.array(z.object({ code: localeCodeSchema, mandatory: z.boolean() }));

/** Texts in languages this build knows, non-empty ones only. */
function certificateTexts(
  texts: Partial<Record<string, string>>,
): PublicInfo['partnerCertificateI18n'] {
  const known: PublicInfo['partnerCertificateI18n'] = {};
  for (const [code, text] of Object.entries(texts)) {
    const locale = localeCodeSchema.safeParse(code);
    if (locale.success && text) known[locale.data] = text;
  }
  return known;
}

function toPublicInfo(partner: PartnerRow, baseUrl: string): PublicInfo {
  return {
    partnerCode: partner.code,
    platformName: partner.platformName,
    partnerOfficialName: partner.officialName,
    partnerOfficialAddress: partner.officialAddress,
    partnerCertificate: partner.certificate,
    partnerCertificateI18n: certificateTexts(partner.certificateI18n),
    // Languages unknown to this build are left out rather than failing the whole response.
    languages: languagesSchema.parse(
      partner.languages.filter((language) => localeCodeSchema.safeParse(language.code).success),
    ),
    defaultLocale: localeCodeSchema.catch('en').parse(partner.defaultLocale),
    links: partner.links,
    textLogo: partner.textLogo || !partner.logoImageId,
    logo: partner.logoImageId
      ? toImageDto(baseUrl, { id: partner.logoImageId, kind: 'logo' })
      : null,
    supportPhone: partner.supportPhone,
    supportEmail: partner.supportEmail,
    workingHours: partner.workingHours,
    theme: partner.theme,
  };
}
