/** The Billing screen's paths, for the server and the browser alike (a `.server` module is not in the browser's bundle). */
export const billingPath = (organizationId: string) => `/organizations/${organizationId}/billing`

/** The back-office page a hosted card set-up page sends the browser back to. */
export const cardReturnPath = (organizationId: string) => `${billingPath(organizationId)}/card-return`
