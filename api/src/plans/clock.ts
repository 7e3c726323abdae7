// The api's notion of "now" for the plan (trial ends, survey extensions). Production uses the system clock;
// test harnesses (startApi({ movableClock: true })) get one they can move, so a trial's end can be reached.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system clock, shifted to a moved "now". */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Moves "now" to `at` (it keeps running from there); null returns to the system clock. */
  set(at: Date | null): void {
    this.offsetMs = at ? at.getTime() - Date.now() : 0;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
