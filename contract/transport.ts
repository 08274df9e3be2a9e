/**
 * How the back-office reaches /api/v1: a Fetch-API function. server.ts gives it either the
 * embedded platform (in-process, no socket) or a proxy to a remote API_URL.
 */
export type ApiTransport = (request: Request) => Promise<Response>

/** Header carrying the end user's address to the platform (rate limits). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'
