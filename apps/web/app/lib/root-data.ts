import type { CustomerMe, LocaleCode, PublicInfo } from '@souk/contracts';
import { useRouteLoaderData } from 'react-router';
import type { Messages } from '#app/i18n/types.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/** What the root loader sends to every page (and the only place the browser gets config from). */
export interface RootData {
  locale: LocaleCode;
  dir: 'ltr' | 'rtl';
  /** The active locale's messages only. */
  messages: Messages;
  /** Null when the partner record could not be loaded: the app then shows the 5xx page. */
  info: PublicInfo | null;
  /** The partner's colours as CSS variables, built on the server (see theme-css.ts). */
  themeCss: string;
  clientConfig: ClientConfig;
  /** True when `customer` is set. */
  signedIn: boolean;
  /** The signed-in customer (read it with `useCustomer()`), null for anonymous visitors. */
  customer: CustomerMe | null;
  /** Drawn for Souk's native app (features/native/platform.ts): its logout and switcher are hidden. */
  nativeApp: boolean;
}

export function isRootData(value: unknown): value is RootData {
  return typeof value === 'object' && value !== null && 'messages' in value && 'locale' in value;
}

/** Undefined only when the root loader itself failed (last-resort error page). */
export function useRootData(): RootData | undefined {
  const data: unknown = useRouteLoaderData('root');
  return isRootData(data) ? data : undefined;
}

/** For components inside the layouts, which render only when the partner record loaded. */
export function usePublicInfo(): PublicInfo {
  const info = useRootData()?.info;
  if (!info) throw new Error('Partner info is not loaded');
  return info;
}
