import { describe, it, expect } from 'vitest';
import {
  cardExpiryRule,
  hasAnySymbol,
  hasNoWhitespace,
  isFilled,
  isIntegerString,
  isValidCardExpiry,
  isValidCardNumber,
  isValidCvv,
  isValidEmail,
  isValidName,
  isValidNameWithSpaces,
  isValidPromoCode,
  maskCardNumber,
  RULES,
  validateAll,
} from './validation.ts';

describe('spec 1 §5 "Name: 2 to 30 letters."', () => {
  it('accepts 2 to 30 letters in any script', () => {
    for (const name of ['Al', 'Anna', 'Jānis', 'Олена', 'محمد', 'अनिल', '李明', 'x'.repeat(30)]) {
      expect(isValidName(name), name).toBe(true);
    }
  });

  it('accepts a decomposed accent as part of its letter', () => {
    expect(isValidName('Jose\u0301')).toBe(true);
  });

  it('rejects 1 or more than 30 letters, digits, spaces and punctuation', () => {
    for (const name of ['A', '', 'x'.repeat(31), 'Anna1', 'Anna Maria', 'Anne-Marie', "O'Neil"]) {
      expect(isValidName(name), name).toBe(false);
    }
  });
});

describe('spec 1 §5 "Name with spaces: 3 to 30 letters or spaces."', () => {
  it('accepts letters and spaces, 3 to 30 of them', () => {
    expect(isValidNameWithSpaces('Li Na')).toBe(true);
    expect(isValidNameWithSpaces('Ann')).toBe(true);
    expect(isValidNameWithSpaces('a'.repeat(30))).toBe(true);
  });

  it('rejects fewer than 3, more than 30, and anything but letters and spaces', () => {
    expect(isValidNameWithSpaces('Al')).toBe(false);
    expect(isValidNameWithSpaces('a'.repeat(31))).toBe(false);
    expect(isValidNameWithSpaces('Li\tNa')).toBe(false);
    expect(isValidNameWithSpaces('R2 D2')).toBe(false);
  });
});

describe('spec 1 §5 "A rule "any_symbol" requires non-empty after removing spaces. A rule "no whitespace" exists."', () => {
  it('any_symbol', () => {
    expect(hasAnySymbol(' a ')).toBe(true);
    expect(hasAnySymbol('   ')).toBe(false);
    expect(hasAnySymbol('')).toBe(false);
  });

  it('no whitespace', () => {
    expect(hasNoWhitespace('abc')).toBe(true);
    expect(hasNoWhitespace('')).toBe(true);
    expect(hasNoWhitespace('a b')).toBe(false);
    expect(hasNoWhitespace('a\nb')).toBe(false);
  });
});

describe('spec 1 §5 "Required, integer and max rules also exist."', () => {
  it('required', () => {
    expect(isFilled('x')).toBe(true);
    expect(isFilled('')).toBe(false);
  });

  it('integer', () => {
    expect(isIntegerString('42')).toBe(true);
    expect(isIntegerString('-7')).toBe(true);
    expect(isIntegerString('4.2')).toBe(false);
    expect(isIntegerString('')).toBe(false);
  });
});

describe('spec 1 §5 "E-mail uses a standard address pattern."', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['anna@example.com', 'a.b+tag@mail.example.lv', 'x_y@sub-domain.example']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects malformed addresses', () => {
    for (const email of ['', 'anna', 'anna@', '@example.com', 'an na@example.com', 'a@-x.com']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});

describe('spec 1 §5 "Promo code input: Cyrillic, Latin letters or digits, up to 20 characters."', () => {
  it('accepts Cyrillic, Latin and digits up to 20', () => {
    for (const code of ['SALE10', 'скидка2024', 'ЇжакQ1', 'A'.repeat(20)]) {
      expect(isValidPromoCode(code), code).toBe(true);
    }
  });

  it('rejects empty, over 20, spaces, symbols and other scripts', () => {
    for (const code of ['', 'A'.repeat(21), 'SALE 10', 'SALE-10', 'خصم', 'É10', '\u0482']) {
      expect(isValidPromoCode(code), code).toBe(false);
    }
  });
});

describe('card inputs (spec 2 §5 "Card inputs (shown in any card form)")', () => {
  it('"number: 15 or 16 digits, spaces ignored"', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 11')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 11111')).toBe(false);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(false);
  });

  describe('"expiry: MM/YY, 5 characters, month 1–12, not in the past"', () => {
    const now = new Date(2026, 4, 15); // 15 May 2026, local time

    it('accepts the current month and later', () => {
      expect(isValidCardExpiry('05/26', now)).toBe(true);
      expect(isValidCardExpiry('12/26', now)).toBe(true);
      expect(isValidCardExpiry('01/30', now)).toBe(true);
    });

    it('rejects a month in the past', () => {
      expect(isValidCardExpiry('04/26', now)).toBe(false);
      expect(isValidCardExpiry('12/25', now)).toBe(false);
    });

    it('rejects months outside 1 to 12', () => {
      expect(isValidCardExpiry('00/27', now)).toBe(false);
      expect(isValidCardExpiry('13/27', now)).toBe(false);
    });

    it('rejects anything that is not exactly MM/YY', () => {
      for (const value of ['5/27', '05/2027', '0527', '05-27', ' 05/27', 'ab/cd']) {
        expect(isValidCardExpiry(value, now), value).toBe(false);
      }
    });
  });

  it('"CVV: 3 or 4 digits"', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });
});

describe('validateAll: spec 1 §5 "Validation runs on every input and does not stop at the first failure."', () => {
  it('reports every failed rule, in the order given', () => {
    const rules = [RULES.required, RULES.any_symbol, RULES.name, RULES.no_whitespace];
    expect(validateAll('', rules)).toEqual(['required', 'any_symbol', 'name']);
    expect(validateAll('A 1', rules)).toEqual(['name', 'no_whitespace']);
  });

  it('returns an empty list when every rule passes', () => {
    expect(validateAll('Anna', [RULES.required, RULES.name])).toEqual([]);
  });

  it('runs the clock-dependent expiry rule with the date it was built with', () => {
    const rules = [RULES.required, cardExpiryRule(new Date(2026, 4, 15))];
    expect(validateAll('04/26', rules)).toEqual(['card_expiry']);
    expect(validateAll('06/26', rules)).toEqual([]);
  });
});

describe('maskCardNumber: spec 1 §3 "maskedCardNumber (shown as stars plus the last 4 digits, or "broken card" if missing)"', () => {
  it('shows stars plus the last 4 digits', () => {
    expect(maskCardNumber('411111******1111')).toBe('**** 1111');
    expect(maskCardNumber('**** **** **** 4242')).toBe('**** 4242');
  });

  it('returns null, for the UI\'s "broken card" text, when missing or without 4 final digits', () => {
    expect(maskCardNumber(undefined)).toBeNull();
    expect(maskCardNumber(null)).toBeNull();
    expect(maskCardNumber('')).toBeNull();
    expect(maskCardNumber('4111 11** ****')).toBeNull();
  });
});
