/**
 * Builds the Cart of spec 2 §3 from the rows, the live catalogue and core pricing. Lines keep
 * no prices: each read prices them from the catalogue as it is now.
 */
import type {
  Cart,
  CartItem,
  CartItemComponent,
  ValidateCartResult,
  VendorCart,
} from '@souk/contracts';
import type { LinePrice, PromoRule, PromoUsage } from '@souk/core';
import { priceCart, priceLine } from '@souk/core';
import { isPointInPolygon } from '@souk/core/geo';
import { resolveI18n } from '#api/http/i18n-text.ts';
import { toImageDto } from '#api/modules/images/image-variants.ts';
import type { CartProduct, CartVendor } from './cart-catalog.ts';
import type { CartContents, CartLineRow, CartRow, LocalityRow } from './cart-repository.ts';
import { isVisibleVendor, vendorMinutes } from './cart-validation.ts';

export interface CartViewInput {
  cart: CartRow;
  locality: LocalityRow;
  contents: CartContents;
  products: Map<string, CartProduct>;
  vendors: Map<string, CartVendor>;
  promo: { code: string; rule: PromoRule; usage: PromoUsage } | null;
  validation: ValidateCartResult;
  computedSections: Cart['uiControls']['computedSections'];
  lang: string;
  baseUrl: string;
  now: Date;
}

const ZERO_LINE: LinePrice = {
  price: 0,
  originalPrice: 0,
  discount: 0,
  totalPrice: 0,
  originalTotal: 0,
};

function stripEmpty(values: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function lineComponents(
  line: CartLineRow,
  product: CartProduct | undefined,
  lang: string,
): { dto: CartItemComponent[]; priced: { price: number; count: number }[] } {
  const dto: CartItemComponent[] = [];
  const priced: { price: number; count: number }[] = [];
  for (const pick of line.components) {
    const group = product?.componentGroups.find((candidate) => candidate.id === pick.groupId);
    const component = group?.components.find((candidate) => candidate.id === pick.componentId);
    // A component gone from the menu costs nothing; validation reports it as REMOVED.
    const price = component?.price ?? 0;
    priced.push({ price, count: pick.count });
    dto.push({
      componentId: pick.componentId,
      groupId: pick.groupId,
      name: component ? resolveI18n(component.nameI18n, lang, component.name) : '',
      count: pick.count,
      price,
      originalPrice: price,
    });
  }
  return { dto, priced };
}

/** The product a line prices from; a product moved to another vendor counts as removed. */
function liveProduct(product: CartProduct | undefined, vendorId: string) {
  return product && product.vendorId === vendorId ? product : null;
}

export function buildCartView(input: CartViewInput): Cart {
  const { cart, locality, contents, lang } = input;
  const linesByVendorCart = new Map<string, CartLineRow[]>();
  for (const line of contents.lines) {
    const list = linesByVendorCart.get(line.vendorCartId);
    if (list) list.push(line);
    else linesByVendorCart.set(line.vendorCartId, [line]);
  }
  const location =
    cart.latitude !== null && cart.longitude !== null
      ? { latitude: cart.latitude, longitude: cart.longitude }
      : null;

  const parts = contents.vendorCarts.map((vendorCart) => {
    const vendor = input.vendors.get(vendorCart.vendorId);
    const items: CartItem[] = [];
    const prices: LinePrice[] = [];
    for (const line of linesByVendorCart.get(vendorCart.id) ?? []) {
      const product = liveProduct(input.products.get(line.productId), vendorCart.vendorId);
      const components = lineComponents(line, product ?? undefined, lang);
      const discountPrice =
        product && product.discountPrice !== null && product.discountPrice < product.price
          ? product.discountPrice
          : null;
      const price = product
        ? priceLine({
            unitPrice: discountPrice ?? product.price,
            unitOriginalPrice: product.price,
            count: line.count,
            components: components.priced,
          })
        : ZERO_LINE;
      prices.push(price);
      items.push({
        cartProductId: line.id,
        productId: line.productId,
        name: product ? resolveI18n(product.nameI18n, lang, product.name) : line.productName,
        nameI18n: { values: product ? stripEmpty(product.nameI18n) : {} },
        count: line.count,
        price: price.price,
        originalPrice: price.originalPrice,
        discountPrice,
        totalPrice: price.totalPrice,
        discount: price.discount,
        comment: line.comment,
        components: components.dto,
        attributes: product ? [...product.attributes] : [],
        weight: product?.weight ?? null,
        liquid: product?.attributes.includes('LIQUID') ?? false,
        image: product?.image ? toImageDto(input.baseUrl, product.image) : null,
        maxCount: product?.maxCount ?? null,
      });
    }
    return { vendorCart, vendor, items, prices };
  });

  const pricing = priceCart({
    receiptType: cart.receiptType,
    vendors: parts.map(({ vendorCart, vendor, prices }) => ({
      vendorId: vendorCart.vendorId,
      lines: prices,
      deliveryPrice: vendor?.deliveryPrice ?? 0,
      freeDeliveryFrom: vendor?.freeDeliveryFrom ?? null,
    })),
    tipAmount: cart.tipAmount,
    minOrderPrice: locality.minOrderPrice,
    now: input.now,
    localityId: locality.id,
    customerId: cart.customerId,
    promo: input.promo ? { rule: input.promo.rule, usage: input.promo.usage } : null,
  });

  const vendorCarts: VendorCart[] = parts.map(({ vendorCart, vendor, items }, index) => {
    const visible = isVisibleVendor(vendor, locality.id);
    const utensilsAllowed = visible && vendor !== undefined && vendor.utensilsAllowed;
    const delivers =
      cart.receiptType === 'TAKEAWAY' ||
      location === null ||
      (vendor !== undefined &&
        isPointInPolygon([location.latitude, location.longitude], vendor.deliveryZone));
    return {
      vendorCartId: vendorCart.id,
      vendorId: vendorCart.vendorId,
      vendorName: vendor ? resolveI18n(vendor.nameI18n, lang, vendor.name) : '',
      vendorAvatar: vendor?.avatar ? toImageDto(input.baseUrl, vendor.avatar) : null,
      items,
      totalPrice: pricing.vendors[index]?.totalPrice ?? 0,
      deliveryCost: pricing.vendors[index]?.deliveryCost ?? 0,
      freeDeliveryFrom: vendor?.freeDeliveryFrom ?? null,
      cutlery: vendorCart.cutlery,
      utensils: {
        allowed: utensilsAllowed,
        maxCount: utensilsAllowed ? (vendor?.utensilsMaxCount ?? 0) : 0,
      },
      estimatedDeliveryDuration: vendorMinutes(vendor),
      deliversToAddress: delivers,
    };
  });

  const { prices } = pricing;
  return {
    cartId: cart.id,
    localityCode: locality.code,
    currencyCode: locality.currencyCode,
    customerCart: cart.customerId !== null,
    receiptType: cart.receiptType,
    paymentType: cart.paymentType,
    paymentMethod: cart.paymentMethod,
    customerAddressId: cart.customerAddressId,
    location,
    preorderDateTime: cart.preorderDateTime,
    deliveryTime: vendorCarts.reduce(
      (longest, part) => Math.max(longest, part.estimatedDeliveryDuration),
      0,
    ),
    tipAmount: cart.tipAmount,
    promocode:
      input.promo && pricing.promo
        ? {
            code: input.promo.code,
            type: input.promo.rule.type,
            result: pricing.promo.result,
            discountTotal: pricing.promo.cartDiscount + pricing.promo.deliveryDiscount,
          }
        : null,
    price: prices.cartTotal,
    totalPrice: prices.finalTotal,
    prices: { ...prices, discounts: [...prices.discounts] },
    minOrderPrice: locality.minOrderPrice,
    vendorCarts,
    withCutlery: vendorCarts.some((part) => part.cutlery > 0),
    itemsCount: contents.lines.reduce((sum, line) => sum + line.count, 0),
    uiControls: { computedSections: input.computedSections },
    updatedAt: cart.updatedAt.toISOString(),
  };
}
