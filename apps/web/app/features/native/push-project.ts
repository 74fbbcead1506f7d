import { partnerConfigSchema, type PartnerConfig } from '@souk/contracts';

/** The deployment's partner configuration (spec 1 §3); null when it cannot be read. */
export async function readPartnerConfig(): Promise<PartnerConfig | null> {
  const response = await fetch('/branded/partner_config.json');
  if (!response.ok) return null;
  const parsed = partnerConfigSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}

/** The deployment's FCM project id, from its partner configuration; null: none. */
export async function readPushProjectId(): Promise<string | null> {
  return (await readPartnerConfig())?.FCM_PROJECT_ID ?? null;
}
