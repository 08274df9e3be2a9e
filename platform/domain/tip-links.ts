/** Bank-transfer tip links for a box's or a member's token (POST /business/tip-links). */
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { tipLinkRequestSchema } from '../../contract/tips.js'
import type { Database } from '../db/client.js'
import { boxes, boxMembers, organizations } from '../db/schema/index.js'
import { invalid, notFound } from './errors.js'
import { bankTransferUrl, type Links } from './guest-links.js'
import { permissionsOn } from './organizations.js'

type TipLinkRequest = z.output<typeof tipLinkRequestSchema>

/** The organization a token belongs to, through its box or its member. */
async function tokenOrganization(db: Database, token: string) {
  const [box] = await db.select({ organizationId: boxes.organizationId }).from(boxes).where(eq(boxes.token, token))
  if (box) return box.organizationId
  const [member] = await db
    .select({ organizationId: boxes.organizationId })
    .from(boxMembers)
    .innerJoin(boxes, eq(boxes.id, boxMembers.boxId))
    .where(eq(boxMembers.token, token))
  return member?.organizationId
}

export async function tipLink(db: Database, profileId: string, input: TipLinkRequest, links: Links): Promise<string> {
  const organizationId = await tokenOrganization(db, input.token)
  // A token of an organization the caller may not see answers exactly like one nobody
  // uses: otherwise the answer would tell which of the million tokens exist.
  const permissions = organizationId ? await permissionsOn(db, profileId, organizationId) : null
  if (!organizationId || !permissions?.includes('VIEW_BOXES')) throw notFound('Token')
  const [org] = await db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, organizationId))
  if (input.currency !== 'EUR' || (org?.currency ?? 'EUR') !== 'EUR') {
    throw invalid('Bank transfer links are for EUR only', { currency: ['EUR only'] })
  }
  return bankTransferUrl(links, input.token, input.tipAmount, input.feeMode)
}
