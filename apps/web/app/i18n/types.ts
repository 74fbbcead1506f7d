import type { en } from './en.ts';

type MessageKey = keyof typeof en;

/** `home.localityCount` for the pair `home.localityCount_one` / `home.localityCount_other`. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}_other` ? Base : never;
}[MessageKey];

/** Plural categories English lacks but other languages need (Intl.PluralRules names). */
type ExtraPluralCategory = 'zero' | 'two' | 'few' | 'many';

/** Keys that are plain messages (not a plural form). */
export type SimpleKey = Exclude<MessageKey, `${PluralKey}_${string}`>;

/** One locale's messages: every English key, plus the extra plural forms the language uses. */
export type Messages = Record<MessageKey, string> &
  Partial<Record<`${PluralKey}_${ExtraPluralCategory}`, string>>;

export type MessageValues = Record<string, string | number>;
