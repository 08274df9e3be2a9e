/** What a tip's receipt prints, read in one query (the PDF itself is receipts.ts). */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { activities, boxes, boxMembers, organizations } from '../db/schema/index.js'
import { notFound } from './errors.js'
import { isUuid } from './ids.js'
import type { ReceiptData } from './receipts.js'

/** The receipt's facts and the organization that decides who may download it, or 404. */
export async function activityReceipt(db: Database, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ activity: activities, org: organizations, boxName: boxes.name, memberName: boxMembers.name })
        .from(activities)
        .innerJoin(organizations, eq(organizations.id, activities.organizationId))
        .innerJoin(boxes, eq(boxes.id, activities.boxId))
        .leftJoin(boxMembers, eq(boxMembers.id, activities.memberId))
        .where(eq(activities.id, id))
    : []
  if (!row) throw notFound('Receipt')
  const data: Omit<ReceiptData, 'customerData' | 'language'> = {
    number: id.slice(0, 8).toUpperCase(),
    organizationName: row.org.name,
    organizationAddress: row.org.address,
    ts: row.activity.ts,
    timeZone: row.org.timeZone,
    currency: row.org.currency,
    amount: row.activity.amount,
    billAmount: row.activity.billAmount,
    boxName: row.boxName,
    memberName: row.memberName ?? row.activity.memberName,
    placementTitle: row.activity.placementTitle,
  }
  return { organizationId: row.org.id, data }
}
