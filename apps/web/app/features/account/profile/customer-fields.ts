import type { CustomerMe, FieldError, UpdateCustomerMeBody } from '@souk/contracts';
import { isValidEmail, isValidName, isValidNameWithSpaces } from '@souk/core';

export type ProfileField = 'name' | 'birthDate' | 'email';

export const FIELD_ERROR_KEYS = {
  name: 'auth.nameInvalid',
  birthDate: 'profile.birthDateInvalid',
  email: 'profile.emailInvalid',
} as const satisfies Record<ProfileField, string>;

/** Spec 1 §5: "Name: 2 to 30 letters. Name with spaces: 3 to 30 letters or spaces." */
export function isNameValid(value: string): boolean {
  const name = value.trim().replace(/\s+/g, ' ');
  return isValidName(name) || isValidNameWithSpaces(name);
}

export interface ProfileValues {
  name: string;
  birthDate: string;
  email: string;
}

export function valuesOf(customer: CustomerMe): ProfileValues {
  return {
    name: customer.name ?? '',
    birthDate: customer.birthDate ?? '',
    email: customer.email ?? '',
  };
}

/** Every failing field at once (spec 1 §5: validation "does not stop at the first failure"). */
export function profileProblems(values: ProfileValues, today: string): ProfileField[] {
  const problems: ProfileField[] = [];
  if (!isNameValid(values.name)) problems.push('name');
  const date = values.birthDate;
  if (date !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '1900-01-01' || date > today)) {
    problems.push('birthDate');
  }
  if (values.email.trim() !== '' && !isValidEmail(values.email.trim())) problems.push('email');
  return problems;
}

/** PATCH /customer/me "with the changed fields"; an emptied optional field is cleared (null). */
export function changedFields(before: ProfileValues, after: ProfileValues): UpdateCustomerMeBody {
  const changes: UpdateCustomerMeBody = {};
  if (after.name.trim() !== before.name) changes.name = after.name.trim();
  if (after.birthDate !== before.birthDate) changes.birthDate = after.birthDate || null;
  const email = after.email.trim();
  if (email !== before.email) changes.email = email || null;
  return changes;
}

/** The server's field errors mapped onto the form's fields (unknown fields are dropped). */
export function serverFieldProblems(errors: FieldError[] | undefined): ProfileField[] {
  const known = new Set<string>(Object.keys(FIELD_ERROR_KEYS));
  return [...new Set((errors ?? []).map((error) => error.field.split('.')[0] ?? ''))].filter(
    (field): field is ProfileField => known.has(field),
  );
}
