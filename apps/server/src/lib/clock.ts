/**
 * The one source of time for every rule (decision 065). Postgres now() is never used for a decision,
 * so the test clock can move the whole server forward.
 */
export interface Clock {
  now(): Date;
}

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** Real time plus an offset that only ever grows; enabled by FRE_TEST_CLOCK=1. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  get offset(): number {
    return this.offsetMs;
  }
}
