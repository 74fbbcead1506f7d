import type { Banner, CategoriesResponse, UiFlow, WorkingHoursInterval } from '@souk/contracts';
import { useRouteLoaderData } from 'react-router';
import type { HomeFilters, ReceiptType } from './home-filters.ts';
import type { CardVendorsPage } from './vendor-card-texts.ts';

const LOCALITY_HOME_ROUTE_ID = 'locality-home';

export interface HomeLocality {
  code: string;
  name: string;
  uiFlow: UiFlow;
  currencyCode: string;
  timeZone: string;
  /** Days ahead a preorder may be placed; 0 when the locality takes no preorders. */
  preorderDays: number;
  receiptTypes: ReceiptType[];
  /** The locality's own hours: the time filter offers the slots they allow. */
  workingHours: WorkingHoursInterval[];
}

/** What the locality home's loader gives its page, the header and the modals (DEFAULT flow). */
export interface HomeData {
  locality: HomeLocality;
  /** The page's heading, worded for the chosen way of getting the order. */
  heading: string;
  filters: HomeFilters;
  /** The query string the first page was loaded with; a change resets the infinite list. */
  listKey: string;
  banners: Banner[];
  categories: CategoriesResponse;
  /** The first page, with each card's texts formatted on the server. */
  vendors: CardVendorsPage;
  otherLocalities: boolean;
}

function isHomeData(value: unknown): value is HomeData {
  return typeof value === 'object' && value !== null && 'filters' in value && 'vendors' in value;
}

/** The locality home's data when that page is open in the DEFAULT flow, else undefined. */
export function useHomeData(): HomeData | undefined {
  const data: unknown = useRouteLoaderData(LOCALITY_HOME_ROUTE_ID);
  return isHomeData(data) ? data : undefined;
}
