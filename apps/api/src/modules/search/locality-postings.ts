/**
 * Which localities' name → product links are held in memory (term-postings.ts), and when they
 * are read again. A search uses them only if they were read at the catalogue version it read, or
 * a later one (decision 013: an answer reflects every change committed before the request);
 * otherwise it asks the database, which reads current rows, and a new read of the links may
 * start in the background. Both give the same answers, so which one answered never shows.
 *
 * Reading a city's links takes seconds of the database's time, and a busy catalogue changes
 * every few seconds, so a read must pay for itself. Two rules, both about the last read's
 * duration, decide when the next starts:
 * - the searches answered by the database since the links went stale, at about 10 ms of its
 *   time each, must add up to that duration: a locality searched rarely while its catalogue
 *   changes often is not read again for every search, and what reading costs stays within what
 *   the database spent on the searches that waited for it;
 * - nine times that duration, and at least a second, must have passed since it ended: reading
 *   never takes more than a tenth of the time, and a failing database is not asked at once.
 */
import type { PostingsSource } from './search-repository.ts';
import { TermPostings } from './term-postings.ts';

const PAUSE_PER_READ = 9;
const MIN_PAUSE_MS = 1_000;
/** About what a search answered by the database costs it beyond one answered from memory. */
const DATABASE_MS_PER_SEARCH = 10;

export interface LocalityPostingsOptions {
  read: (localityId: string) => Promise<PostingsSource>;
  /** Told of a read that failed; the next one waits its pause as after any other. */
  onError?: (error: unknown, localityId: string) => void;
  /** Told of links read and now used. */
  onHeld?: (read: HeldRead) => void;
  now?: () => number;
}

export interface HeldRead {
  localityId: string;
  version: number;
  products: number;
  /** From the start of the read to the links being used. */
  ms: number;
}

export class LocalityPostings {
  private readonly held = new Map<string, TermPostings>();
  private readonly reading = new Map<string, Promise<void>>();
  /** When a locality's links may be read again. */
  private readonly notBefore = new Map<string, number>();
  /** How long each locality's last read took. */
  private readonly lastReadMs = new Map<string, number>();
  /** Searches answered by the database since each locality's last read started. */
  private readonly misses = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: LocalityPostingsOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * The locality's links if they are as fresh as `version`; otherwise null (the caller asks the
   * database), and a read starts if one is due.
   */
  current(localityId: string, version: number): TermPostings | null {
    const held = this.held.get(localityId);
    if (held && held.version >= version) return held;
    this.misses.set(localityId, (this.misses.get(localityId) ?? 0) + 1);
    this.readIfDue(localityId);
    return null;
  }

  /** Resolves once the read under way for a locality, if any, has ended (for tests). */
  settled(localityId: string): Promise<void> {
    return this.reading.get(localityId) ?? Promise.resolve();
  }

  private readIfDue(localityId: string): void {
    if (this.reading.has(localityId)) return;
    if (this.now() < (this.notBefore.get(localityId) ?? Number.NEGATIVE_INFINITY)) return;
    const misses = this.misses.get(localityId) ?? 0;
    if (misses * DATABASE_MS_PER_SEARCH < (this.lastReadMs.get(localityId) ?? 0)) return;
    this.misses.set(localityId, 0);
    const started = this.now();
    const read = this.options
      .read(localityId)
      .then((source) => TermPostings.parse(source))
      .then((postings) => {
        const held = this.held.get(localityId);
        if (held && held.version > postings.version) return;
        this.held.set(localityId, postings);
        const { version, productCount: products } = postings;
        this.options.onHeld?.({ localityId, version, products, ms: this.now() - started });
      })
      .catch((error: unknown) => this.options.onError?.(error, localityId))
      .finally(() => {
        const ended = this.now();
        this.lastReadMs.set(localityId, ended - started);
        const pause = Math.max(MIN_PAUSE_MS, (ended - started) * PAUSE_PER_READ);
        this.notBefore.set(localityId, ended + pause);
        this.reading.delete(localityId);
      });
    this.reading.set(localityId, read);
  }
}
