import type { LocaleCode } from '@souk/contracts';
import { ar } from './ar.ts';
import { bg } from './bg.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { lv } from './lv.ts';
import { mg } from './mg.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';
import type { Messages } from './types.ts';

/** Every locale's messages. Server-only: the browser receives just the active locale's table. */
export const CATALOG: Record<LocaleCode, Messages> = { ar, bg, en, es, fr, it, lv, mg, pt, ru, uk };

export function messagesFor(locale: LocaleCode): Messages {
  return CATALOG[locale];
}
