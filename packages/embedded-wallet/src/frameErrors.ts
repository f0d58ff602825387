/** A frame's error event: the payload's message, or 'An error occurred' (R-EMBED-29), and its code. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  readonly code: number | undefined

  constructor(payload: Record<string, unknown>) {
    const message =
      typeof payload.message === 'string' && payload.message.trim() !== ''
        ? payload.message
        : 'An error occurred'
    super(message)
    this.code = typeof payload.code === 'number' ? payload.code : undefined
  }
}

/**
 * The frame never became ready, or did not answer in time; `reason` is spec §8's timeout reason.
 * The transport raises `alertCode`'s alert with it, so a view shows that alert and does not
 * repeat its words under a field.
 */
export class FrameTimeoutError extends Error {
  override name = 'FrameTimeoutError'
  readonly alertCode: 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT'
  constructor(readonly reason: 'iframe_load_failed' | 'iframe_request_timeout') {
    super(
      reason === 'iframe_load_failed'
        ? 'Network Error - Could not load embedded wallet'
        : 'Embedded Wallet Request Timed Out',
    )
    this.alertCode = reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT'
  }
}

/** A request dropped because the frame timed out or was torn down. */
export class FrameAbortError extends Error {
  override name = 'FrameAbortError'
  constructor() {
    super('Request was aborted')
  }
}
