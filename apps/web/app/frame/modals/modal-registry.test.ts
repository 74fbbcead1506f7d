import { describe, expect, it } from 'vitest';
import { isModalName } from '#app/lib/modals/modal-names.ts';
import { MODAL_REGISTRY } from './modal-registry.ts';

describe('modal registry', () => {
  it('registers only spec names, each with a lazy body', () => {
    for (const [name, entry] of Object.entries(MODAL_REGISTRY)) {
      expect(isModalName(name), name).toBe(true);
      expect(entry.Body.$$typeof, name).toBe(Symbol.for('react.lazy'));
    }
  });
});
