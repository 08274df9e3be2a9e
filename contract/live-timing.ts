/**
 * The live menu channel's timing and close codes (contract/live.ts holds its messages). A module
 * of its own, without zod: the browser's end of the channel (app/browser/live-connection.ts) is a
 * small chunk of the shell island and imports only these.
 */

export const LIVE_TIMING = {
  /** The client's HEARTBEAT interval (SPEC.md section 9). */
  heartbeatMs: 30_000,
  /** A connection that has said nothing (no message, no pong) for this long is dropped. */
  idleTimeoutMs: 75_000,
  /**
   * How often an open connection's right to stay is checked again (on its heartbeat): a session
   * that ended or a permission withdrawn closes it with 4999 within this time.
   */
  recheckMs: 5 * 60_000,
  /** Reconnect delays after an unexpected close; after the last one the page reloads. */
  reconnectMs: [1_000, 5_000],
} as const

/**
 * Close codes. 4999: the server will not take this connection again (no permission, bad
 * message): the client must not retry. 4000: too far behind (a slow client); it may reconnect.
 */
export const LIVE_CLOSE = { normal: 1000, goingAway: 1001, slowClient: 4000, refused: 4999 } as const

/** A client that has this much unsent data is too slow; it is closed rather than buffered for. */
export const LIVE_MAX_BUFFERED_BYTES = 4 * 1024 * 1024
