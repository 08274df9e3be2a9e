/** The activity dialog over the Member screen. */
export { loader, action, default } from '../../__activity-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'activity.details' }
