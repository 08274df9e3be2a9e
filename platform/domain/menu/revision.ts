/**
 * Two editors saving the same record: each sends the revision it started from, and a save of a
 * stale copy answers 409 instead of silently overwriting the other's work. A client that sends
 * no revision (a script) takes the risk knowingly.
 */
import { MENU_ERRORS } from '../../../contract/menu.js'
import { conflict } from '../errors.js'

export function checkRevision(current: number, sent: number | undefined) {
  if (sent !== undefined && sent !== current) {
    const error = conflict('Someone else saved this meanwhile')
    Object.assign(error.params, { revision: current, messageKey: MENU_ERRORS.stale })
    throw error
  }
}
