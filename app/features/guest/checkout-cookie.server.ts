/**
 * The guest's own checkouts (plan 2.2): the platform shows a checkout's status and receipt only
 * to whoever holds its key, so this browser keeps the keys of its last five checkouts in a
 * signed, HttpOnly cookie. SameSite=Lax: the way back from the provider's page is a top-level
 * GET, which must carry it. With each key go the guest's choices, so "Try again" and "Send my
 * rating without paying" after a declined card do not make them choose everything again; only
 * the newest keeps its review, to stay far below a cookie's 4 KB.
 */
import { z } from 'zod'
import { REACTION_TAGS } from '#contract/tips'
import { signedListCookie } from '~/services/signed-list-cookie.server'

export const KEPT_CHECKOUTS = 5

const entrySchema = z.object({
  checkoutId: z.string(),
  key: z.string(),
  boxId: z.string(),
  memberId: z.string().nullable(),
  amount: z.number().int(),
  coverFee: z.boolean(),
  rating: z.number().int().nullable(),
  likes: z.array(z.enum(REACTION_TAGS)),
  review: z.string().nullable(),
  /** A table's bill (issue 28): the table whose page started it; null for a tip. */
  table: z.object({ id: z.string(), number: z.string() }).nullable().default(null),
})
export type KeptCheckout = z.infer<typeof entrySchema>

const checkoutCookie = signedListCookie('guest_checkouts', { path: '/pay', maxAge: 7 * 24 * 3600, limit: KEPT_CHECKOUTS, schema: entrySchema })

/** The kept checkouts, newest first; none for a cookie that is missing, forged or of an older shape. */
export function keptCheckouts(request: Request): Promise<KeptCheckout[]> {
  return checkoutCookie.read(request)
}

export async function keptCheckout(request: Request, checkoutId: string): Promise<KeptCheckout | null> {
  return (await keptCheckouts(request)).find((c) => c.checkoutId === checkoutId) ?? null
}

/** The Set-Cookie that keeps `entry` first (replacing an older copy of it), the older reviews dropped. */
export async function keepCheckout(request: Request, entry: z.input<typeof entrySchema>): Promise<string> {
  const older = (await keptCheckouts(request)).filter((c) => c.checkoutId !== entry.checkoutId).map((c) => ({ ...c, review: null }))
  return checkoutCookie.write([entry, ...older])
}
