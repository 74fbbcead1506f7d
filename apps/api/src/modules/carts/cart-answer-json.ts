/**
 * How production serialises cart answers. The suggested products are most of a cart answer's
 * bytes (about 12 of 14 KB with ten of them), and they are the very objects the reader keeps in
 * its suggestion cache for every cart of those vendors (cart-reader.ts): each product's JSON is
 * therefore made once per object and spliced into the answer, so only the cart's own part is
 * serialised per request. Cached product objects are never changed in place; a changed menu
 * brings new objects, whose JSON is made afresh.
 */
import { randomUUID } from 'node:crypto';

interface SectionLike {
  products: readonly object[];
}

interface AnswerWithSections {
  cart: { uiControls: { computedSections: unknown } };
}

const productJson = new WeakMap<object, string>();

/** Stands in for the sections while the rest is serialised; no caller can guess or send it. */
const PLACEHOLDER = `souk-suggestions-${randomUUID()}`;
const QUOTED_PLACEHOLDER = JSON.stringify(PLACEHOLDER);

function sectionsOf(data: unknown): SectionLike[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const cart = (data as { cart?: unknown }).cart;
  if (typeof cart !== 'object' || cart === null) return null;
  const uiControls = (cart as { uiControls?: unknown }).uiControls;
  if (typeof uiControls !== 'object' || uiControls === null) return null;
  const sections = (uiControls as { computedSections?: unknown }).computedSections;
  if (!Array.isArray(sections) || sections.length === 0) return null;
  const valid = sections.every(
    (section: unknown) =>
      typeof section === 'object' &&
      section !== null &&
      Array.isArray((section as { products?: unknown }).products),
  );
  return valid ? (sections as SectionLike[]) : null;
}

function jsonOfProduct(product: object): string {
  let json = productJson.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    productJson.set(product, json);
  }
  return json;
}

function sectionsJson(sections: readonly SectionLike[]): string {
  const parts = sections.map((section) => {
    const { products, ...rest } = section;
    const head = JSON.stringify(rest);
    const items = `"products":[${products.map(jsonOfProduct).join(',')}]`;
    return head === '{}' ? `{${items}}` : `${head.slice(0, -1)},${items}}`;
  });
  return `[${parts.join(',')}]`;
}

/** Equal to `JSON.stringify(data)` as parsed JSON (the suggestion section's keys may reorder). */
export function cartAnswerJson(data: unknown): string {
  const sections = sectionsOf(data);
  if (!sections) return JSON.stringify(data);
  const uiControls = (data as AnswerWithSections).cart.uiControls;
  let json: string;
  uiControls.computedSections = PLACEHOLDER;
  try {
    json = JSON.stringify(data);
  } finally {
    uiControls.computedSections = sections;
  }
  const at = json.lastIndexOf(QUOTED_PLACEHOLDER);
  if (at < 0) return JSON.stringify(data);
  return json.slice(0, at) + sectionsJson(sections) + json.slice(at + QUOTED_PLACEHOLDER.length);
}
