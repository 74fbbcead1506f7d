/**
 * Which sizes each kind of picture is served in (spec 1 §4 and §9). A variant's file name is
 * `{w}x{h}.webp`, so a URL is `{basePath}/{n}` exactly as the storefront builds it.
 */
import type { images } from '#api/db/schema/index.ts';

export type ImageKind = (typeof images.$inferSelect)['kind'];

export interface ImageVariant {
  w: number;
  h: number;
  n: string;
}

export interface ImageDto {
  basePath: string;
  variants: ImageVariant[];
}

const SIZES: Record<ImageKind, readonly (readonly [number, number])[]> = {
  // 300x200 and 600x400 are the small and large product sizes the storefront asks for.
  product: [
    [100, 100],
    [300, 200],
    [600, 400],
  ],
  // 1500x1500 is the link-preview image.
  'vendor-cover': [
    [300, 200],
    [600, 400],
    [1200, 800],
    [1500, 1500],
  ],
  'vendor-avatar': [
    [64, 64],
    [128, 128],
  ],
  banner: [
    [600, 300],
    [1200, 600],
  ],
  category: [
    [96, 96],
    [192, 192],
  ],
  logo: [[320, 96]],
};

const VARIANTS = new Map<ImageKind, readonly ImageVariant[]>(
  Object.entries(SIZES).map(([kind, sizes]) => [
    kind as ImageKind,
    Object.freeze(sizes.map(([w, h]) => Object.freeze({ w, h, n: `${w}x${h}.webp` }))),
  ]),
);

/** Every variant name of any kind: lets the route refuse nonsense before touching the database. */
export const ALL_VARIANT_NAMES: ReadonlySet<string> = new Set(
  [...VARIANTS.values()].flatMap((variants) => variants.map((variant) => variant.n)),
);

export function imageVariants(kind: ImageKind): readonly ImageVariant[] {
  return VARIANTS.get(kind) ?? [];
}

export function findVariant(kind: ImageKind, name: string): ImageVariant | undefined {
  return imageVariants(kind).find((variant) => variant.n === name);
}

/**
 * The image as the API returns it. `baseUrl` is the public origin the image routes are served
 * from when one is configured (BASE_URL), making the URL absolute; empty, the URL is a path,
 * right on whatever host and port the page was reached at.
 */
export function toImageDto(baseUrl: string, image: { id: string; kind: ImageKind }): ImageDto {
  return {
    basePath: `${baseUrl.replace(/\/+$/, '')}/images/${image.id}`,
    variants: imageVariants(image.kind).map((variant) => ({ ...variant })),
  };
}
