/**
 * Who a guest's tip goes to (issue 27 D4, ADR 0075): the employee of a personal link or the one
 * a guest picked, a PERSONAL box's single employee, or a GROUP box's pool. When nobody can be
 * named the activity is PENDING, and the back-office's change-recipient flow names one later.
 */
import type { BoxMode } from '../../../contract/tips.js'

export interface Recipient {
  /** The membership (box_members.id) the activity names, or null for the pool or a PENDING tip. */
  memberId: string | null
  memberName: string | null
  status: 'COMPLETED' | 'PENDING'
  /** The tip (less the staff fee) goes to the box's undistributed balance. */
  pooled: boolean
}

export function recipientOf(mode: BoxMode, members: readonly { id: string; name: string }[], chosenId: string | null): Recipient {
  const chosen = chosenId === null ? undefined : members.find((m) => m.id === chosenId)
  const named = (member: { id: string; name: string }): Recipient => ({ memberId: member.id, memberName: member.name, status: 'COMPLETED', pooled: false })
  if (chosen) return named(chosen)
  const nobody = { memberId: null, memberName: null }
  switch (mode) {
    case 'PERSONAL':
      // A PERSONAL box with no one (or, by mistake, several) cannot say whose the tip is.
      return members.length === 1 ? named(members[0]!) : { ...nobody, status: 'PENDING', pooled: false }
    case 'INDIVIDUAL':
      // The guest did not pick (or picked someone who left): the money waits in the box.
      return { ...nobody, status: 'PENDING', pooled: true }
    case 'GROUP':
      return { ...nobody, status: members.length > 0 ? 'COMPLETED' : 'PENDING', pooled: true }
  }
}
