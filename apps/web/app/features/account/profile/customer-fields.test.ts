import { describe, expect, it } from 'vitest';
import {
  changedFields,
  isNameValid,
  profileProblems,
  serverFieldProblems,
  type ProfileValues,
} from './customer-fields.ts';

const filled: ProfileValues = { name: 'Anna', birthDate: '1990-04-12', email: 'anna@example.com' };
const today = '2026-11-26';

describe('personal info rules (spec 1 §5)', () => {
  it('accepts 2 to 30 letters, or 3 to 30 letters and spaces, in any script', () => {
    expect(isNameValid('Al')).toBe(true);
    expect(isNameValid('Anna Maria')).toBe(true);
    expect(isNameValid('نور')).toBe(true);
    expect(isNameValid('A')).toBe(false);
    expect(isNameValid('R2D2')).toBe(false);
    expect(isNameValid('a'.repeat(31))).toBe(false);
  });

  it('reports every failing field at once', () => {
    const values = { name: 'A', birthDate: '2999-01-01', email: 'not-an-email' };
    expect(profileProblems(values, today)).toEqual(['name', 'birthDate', 'email']);
    expect(profileProblems(filled, today)).toEqual([]);
  });

  it('leaves birth date and e-mail optional', () => {
    expect(profileProblems({ name: 'Anna', birthDate: '', email: ' ' }, today)).toEqual([]);
  });

  it('sends only the changed fields, an emptied one as null', () => {
    expect(changedFields(filled, filled)).toEqual({});
    expect(changedFields(filled, { ...filled, name: ' Anna Maria ' })).toEqual({
      name: 'Anna Maria',
    });
    expect(changedFields(filled, { ...filled, email: '', birthDate: '' })).toEqual({
      email: null,
      birthDate: null,
    });
  });

  it('maps the server field errors onto the form', () => {
    expect(
      serverFieldProblems([
        { field: 'email', message: 'Invalid e-mail address' },
        { field: 'birthDate', message: 'Too far in the past' },
        { field: 'other', message: '?' },
      ]),
    ).toEqual(['email', 'birthDate']);
    expect(serverFieldProblems(undefined)).toEqual([]);
  });
});
