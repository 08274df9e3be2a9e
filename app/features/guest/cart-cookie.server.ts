/**
 * The guest's carts (ADR 0081): the platform shows and changes a cart only for whoever holds its
 * key, so this browser keeps, per venue, the open cart's id and key and the last placed order
 * (its confirmation page reads that cart again) in a signed, HttpOnly, SameSite=Lax cookie.
 * A few venues at most, to stay far below a cookie's 4 KB.
 */
import { z } from 'zod'
import { signedListCookie } from '~/services/signed-list-cookie.server'

export const KEPT_VENUES = 4

const cartKeySchema = z.object({ id: z.string().max(64), key: z.string().max(128) })
export type CartKey = z.infer<typeof cartKeySchema>

const placedSchema = cartKeySchema.extend({ orderId: z.string().max(64), orderNumber: z.string().max(32), tableId: z.string().max(64) })
export type PlacedCart = z.infer<typeof placedSchema>

const entrySchema = z.object({ organizationId: z.string().max(64), cart: cartKeySchema.nullable(), placed: placedSchema.nullable() })
type Entry = z.infer<typeof entrySchema>

const cartCookie = signedListCookie('guest_carts', { path: '/m', maxAge: 2 * 24 * 3600, limit: KEPT_VENUES, schema: entrySchema })

/** This venue's open cart and last placed order, as this browser keeps them. */
export async function keptCart(request: Request, organizationId: string): Promise<{ cart: CartKey | null; placed: PlacedCart | null }> {
  const entry = (await cartCookie.read(request)).find((e) => e.organizationId === organizationId)
  return { cart: entry?.cart ?? null, placed: entry?.placed ?? null }
}

/** The Set-Cookie that keeps `change` for the venue (first, the oldest venue dropped). */
export async function keepCart(request: Request, organizationId: string, change: Partial<Omit<Entry, 'organizationId'>>): Promise<string> {
  const all = await cartCookie.read(request)
  const old = all.find((e) => e.organizationId === organizationId)
  const entry: Entry = { organizationId, cart: old?.cart ?? null, placed: old?.placed ?? null, ...change }
  return cartCookie.write([entry, ...all.filter((e) => e !== old)])
}
