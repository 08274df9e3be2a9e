/** The guest pages' signed cookies of a short list (their carts and their checkouts). */
import { createCookie } from '@remix-run/node'
import { z } from 'zod'
import { secureCookies } from './cookie-security.server'
import { sessionSecrets } from './session.server'

/**
 * A guest's list kept in a signed, HttpOnly, SameSite=Lax cookie under `path` (carts under /m,
 * checkouts under /pay): read as `schema` allows, else empty (missing, forged or of an older
 * shape); written whole, at most `limit` entries, so it stays far below a cookie's 4 KB.
 * SameSite=Lax: the way back from a payment provider's page is a top-level GET, which must carry it.
 */
export function signedListCookie<T extends z.ZodTypeAny>(name: string, options: { path: string; maxAge: number; limit: number; schema: T }) {
  let cookie: ReturnType<typeof createCookie> | undefined
  const made = () =>
    (cookie ??= createCookie(name, {
      path: options.path,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      secrets: sessionSecrets(),
      maxAge: options.maxAge,
    }))
  return {
    async read(request: Request): Promise<z.output<T>[]> {
      const parsed = z.array(options.schema).safeParse(await made().parse(request.headers.get('cookie')))
      return parsed.success ? parsed.data : []
    },
    /** The Set-Cookie that keeps `entries`, the first ones if there are more than the limit. */
    write(entries: z.input<T>[]): Promise<string> {
      return made().serialize(entries.slice(0, options.limit))
    },
  }
}
