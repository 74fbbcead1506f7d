/**
 * The one "now" of the API: schedules, carts and promo codes read it. Tests pin it through
 * buildApp's `now`; in non-production the dev clock route shifts or fixes it, so an end-to-end
 * test can move a cart's preorder time into the past without waiting.
 */
export class AppClock {
  private offsetMs = 0;
  private fixed: Date | null = null;

  constructor(private readonly base: () => Date = () => new Date()) {}

  /** Bound, so it can be handed around as a plain `() => Date`. */
  readonly now = (): Date => {
    if (this.fixed) return new Date(this.fixed.getTime() + this.offsetMs);
    return new Date(this.base().getTime() + this.offsetMs);
  };

  /** Runs `minutes` ahead of (or behind) the base clock from now on. */
  shift(minutes: number): void {
    this.fixed = null;
    this.offsetMs = minutes * 60_000;
  }

  /** Stands still at `instant`. */
  fix(instant: Date): void {
    this.offsetMs = 0;
    this.fixed = instant;
  }

  reset(): void {
    this.offsetMs = 0;
    this.fixed = null;
  }

  offsetMinutes(): number {
    return Math.round((this.now().getTime() - this.base().getTime()) / 60_000);
  }
}
