/**
 * Requests per client in fixed one-minute windows, in memory. Address search fires as the
 * customer types (debounced by the storefront); this only stops one client from hammering the
 * geocoder — an outside service with its own usage limits when GEOCODER=nominatim. Per
 * process: with several API processes a client gets the limit at each, which is still bounded.
 */
export class RequestWindow {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; false when the client is over its limit in this window. */
  allow(client: string): boolean {
    const start = Math.floor(this.now() / this.windowMs) * this.windowMs;
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts = new Map();
    }
    const count = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, count);
    return count <= this.limit;
  }
}
