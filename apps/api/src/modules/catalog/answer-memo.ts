/**
 * Memoising: answers computed from a loaded snapshot or catalogue, kept with that very object.
 * A new catalogue version loads new objects, so their answers start afresh and the old ones go
 * with the objects they were computed from.
 */
export class AnswerMemo<T> {
  private readonly byOwner = new WeakMap<object, Map<string, T>>();

  /** Past this many keys per owner (minutes, preorder times, filters) its map starts over. */
  constructor(private readonly maxPerOwner: number) {}

  has(owner: object, key: string): boolean {
    return this.byOwner.get(owner)?.has(key) ?? false;
  }

  get(owner: object, key: string, build: () => T): T {
    let byKey = this.byOwner.get(owner);
    if (!byKey) {
      byKey = new Map();
      this.byOwner.set(owner, byKey);
    }
    let value = byKey.get(key);
    if (value === undefined) {
      value = build();
      if (byKey.size >= this.maxPerOwner) byKey.clear();
      byKey.set(key, value);
    }
    return value;
  }
}
