/**
 * Spec 1 §3 "Card": maskedCardNumber is "shown as stars plus the last 4 digits, or 'broken
 * card' if missing". Gateways mask differently ("411111******1111", "**** 1111", "1111"), so
 * only the trailing digits are trusted; fewer than 4 of them is as good as missing.
 */
export function cardNumberText(masked: string | null | undefined): string | null {
  const digits = (masked ?? '').replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `**** ${digits.slice(-4)}`;
}
