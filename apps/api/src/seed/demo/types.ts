import type { NutritionFactsRow, WorkingHoursRow } from '#api/db/schema/index.ts';

/** Text by locale code; English is always present because it is every fallback. */
export type Text = { en: string } & Partial<Record<string, string>>;

/** Prices in a menu are euros (major units); the builder converts them per locality. */
interface ComponentTemplate {
  name: Text;
  price: number;
  maxCount?: number;
  available?: boolean;
}

export interface GroupTemplate {
  name: Text;
  required: boolean;
  multiSelection: boolean;
  /** Most options a customer may pick; null means no limit. */
  maxCount: number | null;
  components: ComponentTemplate[];
}

export interface ProductTemplate {
  name: Text;
  description?: Text;
  price: number;
  /** Fraction off, e.g. 0.2 for -20 %. */
  discount?: number;
  /** Twemoji code points for the picture. */
  emoji: string;
  /** Grams. */
  weight?: number;
  /** Millilitres; marks the product LIQUID. */
  liquid?: number;
  /** Sold by weight (the price is for `weight` grams). */
  weighted?: boolean;
  popular?: boolean;
  /** Vendors sharing a menu each drop a few products; these are never dropped. */
  keep?: boolean;
  available?: boolean;
  visible?: boolean;
  nutrition?: NutritionFactsRow;
  tags?: string[];
  maxCount?: number;
  groups?: GroupTemplate[];
}

export interface SectionTemplate {
  name: Text;
  products: ProductTemplate[];
  visible?: boolean;
  /** Only some hours (a breakfast menu); null/absent follows the vendor. */
  workingHours?: WorkingHoursRow[];
  imageOrientation?: 'HORIZONTAL' | 'VERTICAL';
  cookingTime?: number;
  /** The vendor's own menu tab ("Fresh", "Pantry") this section sits in. */
  tab?: Text;
}

export interface MenuTemplate {
  sections: SectionTemplate[];
  /** Backgrounds for product pictures. */
  palette: readonly string[];
}

export type CategoryKey =
  | 'food'
  | 'pizza'
  | 'burgers'
  | 'sushi'
  | 'shawarma'
  | 'desserts'
  | 'breakfast'
  | 'local'
  | 'vegan'
  | 'shops'
  | 'groceries'
  | 'pharmacy'
  | 'flowers'
  | 'gifts';

export interface VendorSpec {
  code: string;
  name: string;
  /** en + the locality language at least; defaults to the name in every language. */
  nameI18n?: Text;
  description: Text;
  type: 'RESTAURANT' | 'STORE';
  menu: MenuTemplate;
  categories: CategoryKey[];
  workingHours: WorkingHoursRow[];
  rating: number | null;
  street: string;
  /** The street in the locality's languages when its name differs (Arabic in Kuwait City). */
  streetI18n?: Text;
  houseNumber: string;
  emoji: string;
  background: string;
  /** Minutes; null lets the storefront show its default of 60. */
  estimate?: [number, number] | null;
  /** Euros. */
  deliveryPrice?: number;
  /** Euros of cart total from which delivery is free; null: never. */
  freeDeliveryFrom?: number | null;
  receiptTypes?: ('DELIVERY' | 'TAKEAWAY')[];
}

/** A promo banner: its headline per language is text on the page, its picture has no words. */
export interface BannerSpec {
  title: Text;
  emoji: string;
  background: string;
  vendorCode?: string;
  externalLink?: string;
}

export interface LocalitySpec {
  code: string;
  name: string;
  nameI18n: Text;
  lang: string;
  currency: 'EUR' | 'KWD' | 'MGA' | 'UAH' | 'BGN' | 'USD';
  currencySymbol: string;
  countryCode: string;
  timeZone: string;
  center: [number, number];
  zoneRadiusKm: number;
  uiFlow: 'DEFAULT' | 'SINGLE_VENDOR';
  /** Euros, converted like menu prices. */
  minOrderPrice: number;
  preorderDays: number | null;
  receiptTypes: ('DELIVERY' | 'TAKEAWAY')[];
  paymentTypes: ('CASH' | 'ONLINE')[];
  workingHours: WorkingHoursRow[];
  contactPhone: string;
  contactEmail: string;
  supportChatUrl?: string;
  /** Euros; converted to minor units of the locality's currency. */
  cashMaxAmount?: number;
  /**
   * Whole major units of the locality's currency, stored as they are: the spec's defaults
   * (tipMax 1000, tipValues 1, 5, 10) only make sense in major units.
   */
  tips?: { max: number; step: number; values: number[] };
  referral?: {
    discountDescription: string;
    bonusDescription: string;
    bonus?: { type: 'FIXED' | 'PERCENT'; value: number; validDays?: number };
  };
  localCuisine: { name: Text; emoji: string };
  vendors: VendorSpec[];
  banners: BannerSpec[];
}
