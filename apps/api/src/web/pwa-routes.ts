/**
 * GET /manifest.webmanifest and GET /pwa/icon-{192,512,maskable-512}.png: what makes the
 * storefront installable to a home screen (issue 16 part 6). Both come from the deployment's
 * partner record, so every white-label operator's app is named and coloured as its own brand.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { Db } from '#api/db/client.ts';
import { images } from '#api/db/schema/index.ts';
import { notFound } from '#api/http/not-found.ts';
import { composeSvg } from '#api/modules/images/render-image.ts';
import type { PartnerRepository, PartnerRow } from '#api/modules/partners/partner-repository.ts';

export interface PwaRoutesOptions {
  db: Db;
  partners: PartnerRepository;
  partnerCode: string;
}

/**
 * Icon files by name. Browsers want a 192 px and a 512 px icon for installation; the maskable one
 * may be cropped to any shape by the launcher, so its picture keeps to the inner safe zone.
 */
const ICONS = {
  'icon-192.png': { size: 192, emojiShare: 0.62, purpose: 'any' },
  'icon-512.png': { size: 512, emojiShare: 0.62, purpose: 'any' },
  'icon-maskable-512.png': { size: 512, emojiShare: 0.5, purpose: 'maskable' },
} as const;
type IconName = keyof typeof ICONS;

/** Shopping bags: the picture of a partner that has no logo image. */
const DEFAULT_EMOJI = '1f6cd';
const MANIFEST_CACHE = 'public, max-age=300';
/** Branding changes rarely; an icon is re-read within a day. */
const ICON_CACHE = 'public, max-age=86400';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

function webAppManifest(partner: PartnerRow): WebAppManifest {
  // The icon URLs change with the brand colour, so a rebranded app fetches its new icons.
  const version = partner.theme.primaryColor.replace('#', '');
  return {
    id: '/',
    name: partner.platformName,
    short_name: partner.platformName,
    lang: partner.defaultLocale,
    // The root answers with a redirect to the visitor's language (the remembered one, if any).
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: partner.theme.surfaceColor,
    theme_color: partner.theme.primaryColor,
    icons: (Object.keys(ICONS) as IconName[]).map((name) => ({
      src: `/pwa/${name}?v=${version}`,
      sizes: `${ICONS[name].size}x${ICONS[name].size}`,
      type: 'image/png',
      purpose: ICONS[name].purpose,
    })),
  };
}

export const pwaRoutes: FastifyPluginAsync<PwaRoutesOptions> = async (app, options) => {
  // One render per icon and brand, kept for the life of the process.
  const rendered = new Map<string, Promise<Buffer>>();

  async function partner(): Promise<PartnerRow> {
    const row = await options.partners.findByCode(options.partnerCode);
    if (!row) throw notFound('No partner is configured');
    return row;
  }

  async function logoEmoji(row: PartnerRow): Promise<string> {
    if (!row.logoImageId) return DEFAULT_EMOJI;
    const [image] = await options.db
      .select({ emoji: images.emoji })
      .from(images)
      .where(eq(images.id, row.logoImageId))
      .limit(1);
    return image?.emoji ?? DEFAULT_EMOJI;
  }

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const body = webAppManifest(await partner());
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', MANIFEST_CACHE)
      .send(JSON.stringify(body));
  });

  app.get<{ Params: { name: string } }>(
    '/pwa/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!Object.hasOwn(ICONS, name)) throw notFound('No such icon');
      const icon = ICONS[name as IconName];
      const row = await partner();
      const emoji = await logoEmoji(row);
      const key = `${name}|${emoji}|${row.theme.primaryColor}`;
      let picture = rendered.get(key);
      if (!picture) {
        picture = renderIcon(emoji, row.theme.primaryColor, icon.size, icon.emojiShare);
        rendered.set(key, picture);
        picture.catch(() => rendered.delete(key));
      }
      return reply
        .type('image/png')
        .header('cache-control', ICON_CACHE)
        .send(await picture);
    },
  );
};

/**
 * The logo's emoji on the brand colour, composed like the demo pictures (modules/images), then
 * scaled so the emoji takes `emojiShare` of the side.
 */
async function renderIcon(
  emoji: string,
  background: string,
  size: number,
  emojiShare: number,
): Promise<Buffer> {
  // composeSvg draws a category picture's emoji at 62% of the side; a larger canvas, cropped
  // back to `size`, gives the smaller share a maskable icon needs.
  const canvas = Math.round((size * 0.62) / emojiShare);
  const svg = await composeSvg(
    { kind: 'category', emoji, background, label: null },
    { w: canvas, h: canvas, n: `${canvas}x${canvas}` },
    false,
  );
  const offset = Math.round((canvas - size) / 2);
  return sharp(Buffer.from(svg))
    .extract({ left: offset, top: offset, width: size, height: size })
    .png()
    .toBuffer();
}
