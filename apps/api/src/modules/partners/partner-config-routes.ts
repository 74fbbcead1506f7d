import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema, partnerConfigSchema } from '@souk/contracts';
import type { PartnerConfig } from '@souk/contracts';
import { clientConfigOf } from '#api/config/client-config.ts';
import type { AppConfig } from '#api/config/config.ts';

/** GET /branded/partner_config.json: the deployment's partner configuration (spec 1 §3). */
export const partnerConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const body = toPartnerConfig(config);
  app.get(
    '/branded/partner_config.json',
    {
      schema: {
        tags: ['partner'],
        summary: 'Partner configuration of this deployment',
        response: { 200: partnerConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
  // The native app's own build has no server to hand its pages the deployment's values (the
  // server-rendered pages get them from their loaders): it reads them here once per launch.
  const clientConfig = clientConfigOf(config);
  app.get(
    '/branded/client_config.json',
    {
      schema: {
        tags: ['partner'],
        summary: "The deployment's values the storefront's page may see (the native app's build)",
        response: { 200: clientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return clientConfig;
    },
  );
};

function toPartnerConfig(config: AppConfig): PartnerConfig {
  return {
    BASE_URL: config.BASE_URL,
    PARTNER_CODE: config.PARTNER_CODE,
    SINGLE_BACKEND_DOMAIN: config.SINGLE_BACKEND_DOMAIN,
    SUSPENDED_DEMO_URL: config.SUSPENDED_DEMO_URL,
    SUSPENDED_PROD_URL: config.SUSPENDED_PROD_URL,
    GMAP_KEY: config.GMAP_KEY,
    GTAG_KEY: config.GTAG_KEY,
    FPIXEL_KEY: config.FPIXEL_KEY,
    FCM_PROJECT_ID: config.FCM_PROJECT_ID,
    UPDATES_BUCKET_URL: config.UPDATES_BUCKET_URL ?? null,
  };
}
