/**
 * A locality's links from product names to the products that carry them, held in memory for
 * one catalogue version: the same answers as the database's `productsForTerms` and
 * `vendorsSelling` (search-repository.ts), without a statement per search. A city's 500,000
 * products are held in typed arrays and one string of their ids, about 30 MB.
 *
 * Only visible products of visible sections and vendors are held. Products are numbered in
 * menu order (vendor, section, product, each by its sort order then id), so a product's number
 * is its place in that order, and each name's products are listed by product id, the order the
 * database takes them in when it keeps at most `limit` per name.
 */
import type { PostingsSource, RankedProduct, RankedVendor } from './search-repository.ts';

const UUID_LENGTH = 36;

export class TermPostings {
  private constructor(
    readonly version: number,
    private readonly productIds: string,
    /** Each product's vendor, as an index into `vendorIds`. */
    private readonly productVendor: Int32Array,
    private readonly vendorIds: readonly string[],
    /** Each name's slot: its products are `links[starts[slot]]` to `links[starts[slot + 1]]`. */
    private readonly slots: ReadonlyMap<number, number>,
    private readonly starts: Int32Array,
    private readonly links: Int32Array,
  ) {}

  /** Built a slice at a time, so that a city's links never hold other requests up for long. */
  static async parse(source: PostingsSource): Promise<TermPostings> {
    const products = source.productIds.length / UUID_LENGTH;
    const vendorIds: string[] = [];
    const productVendor = new Int32Array(products);
    let next = 0;
    for (const entry of source.vendors === '' ? [] : source.vendors.split(',')) {
      const colon = entry.indexOf(':');
      const count = Number(entry.slice(colon + 1));
      productVendor.fill(vendorIds.length, next, next + count);
      vendorIds.push(entry.slice(0, colon));
      next += count;
    }
    if (next !== products) throw new Error('postings: vendor counts do not cover the products');
    const { slots, starts, links } = await parseLinks(source.postings);
    return new TermPostings(
      source.version,
      source.productIds,
      productVendor,
      vendorIds,
      slots,
      starts,
      links,
    );
  }

  /** How many products are held (for the log). */
  get productCount(): number {
    return this.productVendor.length;
  }

  /**
   * The first `limit` products carrying the names, by name (best first) then menu order; each
   * name contributes at most `limit` products, the first by product id.
   */
  productsForTerms(termIds: readonly number[], limit: number): RankedProduct[] {
    const found: { rank: number; product: number }[] = [];
    termIds.forEach((termId, rank) => {
      const slot = this.slots.get(termId);
      if (slot === undefined) return;
      const end = Math.min(this.starts[slot + 1] as number, (this.starts[slot] as number) + limit);
      for (let at = this.starts[slot] as number; at < end; at += 1) {
        found.push({ rank, product: this.links[at] as number });
      }
    });
    found.sort((a, b) => a.rank - b.rank || a.product - b.product);
    return found.slice(0, limit).map(({ rank, product }) => ({
      productId: this.productId(product),
      rank,
    }));
  }

  /** Each vendor selling a product that carries one of the names, with its best name's rank. */
  vendorsSelling(termIds: readonly number[]): RankedVendor[] {
    const best = new Map<number, number>();
    termIds.forEach((termId, rank) => {
      const slot = this.slots.get(termId);
      if (slot === undefined) return;
      const end = this.starts[slot + 1] as number;
      for (let at = this.starts[slot] as number; at < end; at += 1) {
        const vendor = this.productVendor[this.links[at] as number] as number;
        // Names are walked best first, so the first rank seen is the vendor's best.
        if (!best.has(vendor)) best.set(vendor, rank);
      }
    });
    const sellers = Array.from(best, ([vendor, rank]) => ({
      vendorId: this.vendorIds[vendor] as string,
      rank,
    }));
    // As the database orders them: by rank, then by id.
    return sellers.sort(
      (a, b) => a.rank - b.rank || (a.vendorId < b.vendorId ? -1 : a.vendorId > b.vendorId ? 1 : 0),
    );
  }

  private productId(product: number): string {
    return this.productIds.slice(product * UUID_LENGTH, (product + 1) * UUID_LENGTH);
  }
}

/**
 * `termId:n,n;termId:n` into a slot per name and one array of numbers, read character by
 * character: a city's million links would otherwise become a million short-lived strings.
 */
async function parseLinks(text: string): Promise<{
  slots: Map<number, number>;
  starts: Int32Array;
  links: Int32Array;
}> {
  let names = 0;
  let separators = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === COLON) names += 1;
    else if (code === COMMA) separators += 1;
  }
  // Each name has one colon before its first number and a comma before each other one.
  const links = new Int32Array(names + separators);
  const starts = new Int32Array(names + 1);
  const slots = new Map<number, number>();
  let value = 0;
  let slot = -1;
  let count = 0;
  for (let i = 0; i <= text.length; i += 1) {
    if (i % CHARACTERS_A_TURN === 0 && i > 0) await nextTurn();
    const code = i < text.length ? text.charCodeAt(i) : SEMICOLON;
    if (code >= ZERO && code <= NINE) {
      value = value * 10 + (code - ZERO);
      continue;
    }
    if (code === COLON) {
      slot += 1;
      slots.set(value, slot);
      starts[slot] = count;
    } else if ((code === COMMA || code === SEMICOLON) && slot >= 0) {
      links[count] = value;
      count += 1;
    }
    value = 0;
  }
  starts[names] = count;
  if (count !== links.length) throw new Error('postings: malformed links');
  return { slots, starts, links };
}

/** About 5 ms of parsing on this machine's cores. */
const CHARACTERS_A_TURN = 1 << 19;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const ZERO = 48;
const NINE = 57;
const COLON = 58;
const COMMA = 44;
const SEMICOLON = 59;
