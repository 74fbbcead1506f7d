import { partnerConfigSchema } from '@souk/contracts';

/** The deployment's FCM project id, from its partner configuration (spec 1 §3); null: none. */
export async function readPushProjectId(): Promise<string | null> {
  const response = await fetch('/branded/partner_config.json');
  if (!response.ok) return null;
  const parsed = partnerConfigSchema.safeParse(await response.json());
  return parsed.success ? parsed.data.FCM_PROJECT_ID : null;
}
