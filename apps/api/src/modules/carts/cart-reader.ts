/**
 * Reads a cart the way every answer shows it: rows, live catalogue, promo code, validation and
 * prices, plus product suggestions from the vendors' popular products.
 */
import type {
  Cart,
  CartResponse,
  InvalidProduct,
  Product,
  ValidateCartResult,
} from '@souk/contracts';
import { TtlCache } from '#api/lib/ttl-cache.ts';
import type { Db } from '#api/db/client.ts';
import type { CatalogService, LanguagePicker } from '#api/modules/catalog/catalog-service.ts';
import { popularSectionName } from '#api/modules/catalog/popular-section.ts';
import {
  findPromoCodeById,
  promoRule,
  promoUsage,
} from '#api/modules/promo-codes/promo-code-repository.ts';
import type { CartCatalogCache } from './cart-catalog-cache.ts';
import type { CartOwner } from './cart-owner.ts';
import { ownsCart } from './cart-owner.ts';
import type { CartContents, CartRow, CartRowsKeeper, WholeCart } from './cart-repository.ts';
import { findCartWhole } from './cart-repository.ts';
import { validateCart } from './cart-validation.ts';
import { queryAll } from './query-all.ts';
import { buildCartView } from './cart-view.ts';
import { cartAnswerJson } from './cart-answer-json.ts';

const SUGGESTIONS_MAX = 10;

export interface CartReaderOptions {
  db: Db;
  catalog: CatalogService;
  baseUrl: string;
  now: () => Date;
  cartCatalog: CartCatalogCache;
  /** The rows of carts read or written lately (kept-cart-rows.ts), shared with the adds. */
  kept: CartRowsKeeper;
}

/** Suggestions may lag the menu by this much; adding a suggested dish is checked live. */
const SUGGESTIONS_TTL_MS = 30_000;

/** What a sent answer was made of besides the cart's rows (see `currentJson`). */
interface AnswerMadeOf {
  catalogVersion: number;
  lang: string;
  /** The validation result as JSON. */
  validation: string;
  /** The suggested products: the suggestion cache's objects, compared by identity. */
  suggested: readonly object[];
}

interface SentAnswer {
  madeOf: AnswerMadeOf;
  body: Buffer;
}

function sameMaking(a: AnswerMadeOf, b: AnswerMadeOf): boolean {
  return (
    a.catalogVersion === b.catalogVersion &&
    a.lang === b.lang &&
    a.validation === b.validation &&
    a.suggested.length === b.suggested.length &&
    a.suggested.every((product, index) => product === b.suggested[index])
  );
}

export class CartReader {
  /** The last answer sent for each kept set of rows (they are the key: gone with them). */
  private readonly sent = new WeakMap<CartContents, SentAnswer>();
  /** A vendor's popular products by partner, vendor and language. */
  private readonly popular = new TtlCache<Product[]>(SUGGESTIONS_TTL_MS, 5_000);

  constructor(private readonly options: CartReaderOptions) {}

  /** The cart's rows and its products and vendors as they are now, validated at `now`. */
  async load(db: Db, whole: WholeCart) {
    const { cart, locality, contents, catalogVersion } = whole;
    const { cartCatalog } = this.options;
    const [products, vendors] = await queryAll(db, [
      () =>
        cartCatalog.products(
          db,
          contents.lines.map((line) => line.productId),
          catalogVersion,
        ),
      () =>
        cartCatalog.vendors(
          db,
          contents.vendorCarts.map((vendorCart) => vendorCart.vendorId),
          catalogVersion,
        ),
    ] as const);
    const now = this.options.now();
    const validation = validateCart({ cart, locality, contents, products, vendors, now });
    return { locality, contents, products, vendors, now, validation };
  }

  async validate(db: Db, whole: WholeCart): Promise<ValidateCartResult> {
    return (await this.load(db, whole)).validation;
  }

  /**
   * The whole answer right after a write to the cart; `capped` adds PRODUCT_MAX_COUNT for a
   * count this write cut down. The rows are read afresh (the write changed them) and kept.
   */
  async response(
    cartId: string,
    pickLang: LanguagePicker,
    capped: InvalidProduct[] = [],
    owner?: CartOwner,
  ): Promise<CartResponse | null> {
    const found = await findCartWhole(this.options.db, cartId, this.options.cartCatalog, {
      get: () => undefined,
      set: (id, rows) => this.options.kept.set(id, rows),
    });
    if (!found || (owner && !ownsCart(owner, found.cart))) return null;
    return this.answer(found, pickLang, capped);
  }

  /**
   * The whole answer for a read of the cart (GET): from the rows kept of its last read while the
   * cart's version is still theirs, else read afresh. Validation, prices and suggestions are
   * worked out anew either way, against the catalogue and the clock as they are now.
   */
  async current(
    cartId: string,
    pickLang: LanguagePicker,
    owner: CartOwner,
  ): Promise<CartResponse | null> {
    const found = await this.ownedCart(cartId, owner);
    return found && this.answer(found, pickLang);
  }

  /** The cart from the kept rows while its version is theirs; null unless `owner`'s. */
  private async ownedCart(cartId: string, owner: CartOwner): Promise<WholeCart | null> {
    const { db, cartCatalog, kept } = this.options;
    const found = await findCartWhole(db, cartId, cartCatalog, kept);
    return found && ownsCart(owner, found.cart) ? found : null;
  }

  /**
   * `current` as the JSON bytes production sends (cart-routes.ts `trustedResponses`). The bytes
   * of the last answer made from the same kept rows are sent again while everything else an
   * answer is made of is unchanged too: the catalogue's version (products, vendors, locality),
   * the language, the validation worked out just now and the suggested products. A cart with a
   * promo code is always answered afresh: its discount depends on the time and on the orders.
   */
  async currentJson(
    cartId: string,
    pickLang: LanguagePicker,
    owner: CartOwner,
  ): Promise<Buffer | null> {
    const found = await this.ownedCart(cartId, owner);
    if (!found) return null;
    const inputs = await this.inputs(found, pickLang);
    const made = () => Buffer.from(cartAnswerJson(this.respond(found, inputs)));
    if (inputs.promo) return made();
    const madeOf: AnswerMadeOf = {
      catalogVersion: found.catalogVersion,
      lang: inputs.lang,
      validation: JSON.stringify(inputs.loaded.validation),
      suggested: inputs.computedSections.flatMap((section) => section.products),
    };
    const sent = this.sent.get(found.contents);
    if (sent && sameMaking(sent.madeOf, madeOf)) return sent.body;
    const body = made();
    this.sent.set(found.contents, { madeOf, body });
    return body;
  }

  /** The answer for cart rows already in hand (a write answers from the rows it locked). */
  async answer(
    whole: WholeCart,
    pickLang: LanguagePicker,
    capped: InvalidProduct[] = [],
  ): Promise<CartResponse> {
    return this.respond(whole, await this.inputs(whole, pickLang), capped);
  }

  /** Everything an answer is made of besides the cart's rows, as it is now. */
  private async inputs(whole: WholeCart, pickLang: LanguagePicker) {
    const { cart } = whole;
    const loaded = await this.load(this.options.db, whole);
    const lang = pickLang(loaded.locality.lang);
    const promo = await this.promo(cart);
    const computedSections = await this.suggestions(cart, loaded.contents, lang);
    return { loaded, lang, promo, computedSections };
  }

  private respond(
    whole: WholeCart,
    { loaded, lang, promo, computedSections }: Awaited<ReturnType<CartReader['inputs']>>,
    capped: InvalidProduct[] = [],
  ): CartResponse {
    const view = buildCartView({
      cart: whole.cart,
      ...loaded,
      promo,
      computedSections,
      lang,
      baseUrl: this.options.baseUrl,
    });
    const reported = new Set(loaded.validation.invalidProducts.map((p) => p.cartProductId));
    const validation: ValidateCartResult = {
      ...loaded.validation,
      invalidProducts: [
        ...loaded.validation.invalidProducts,
        ...capped.filter((item) => !reported.has(item.cartProductId)),
      ],
    };
    return { cart: view, validateCartResult: validation };
  }

  private async promo(cart: CartRow) {
    if (!cart.promoCodeId) return null;
    const row = await findPromoCodeById(this.options.db, cart.promoCodeId);
    if (!row) return null;
    const usage = await promoUsage(this.options.db, row.id, cart.customerId);
    return { code: row.code, rule: promoRule(row), usage };
  }

  /**
   * "Product suggestion sections": the cart vendors' popular products not yet in the cart,
   * from the catalogue cache (a suggestion a few seconds stale is harmless; adding re-checks).
   */
  private async suggestions(
    cart: CartRow,
    contents: CartContents,
    lang: string,
  ): Promise<Cart['uiControls']['computedSections']> {
    if (contents.vendorCarts.length === 0) return [];
    const inCart = new Set(contents.lines.map((line) => line.productId));
    const lists = await Promise.all(
      contents.vendorCarts.map((vendorCart) =>
        this.popular.getOrLoad(`${cart.partnerId}:${vendorCart.vendorId}:${lang}`, () =>
          this.options.catalog
            .vendor(cart.partnerId, vendorCart.vendorId, {}, () => lang)
            .then((vendor) => vendor.popularProducts)
            .catch(() => []),
        ),
      ),
    );
    const products = lists
      .flat()
      .filter((product) => !inCart.has(product.id) && product.available)
      .slice(0, SUGGESTIONS_MAX);
    if (products.length === 0) return [];
    return [{ key: 'cart-suggestions', name: popularSectionName(lang), products }];
  }
}
