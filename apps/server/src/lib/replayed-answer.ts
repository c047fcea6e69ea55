/**
 * Thrown where a request's Idempotency-Key already has an answer (decision 053): the HTTP layer
 * sends `status` and `body` as they were first sent, with Idempotent-Replayed: true. Thrown rather
 * than returned so that nothing after it in the service (metrics, notices) runs a second time.
 */
export class ReplayedAnswer extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super('replayed answer');
  }
}
