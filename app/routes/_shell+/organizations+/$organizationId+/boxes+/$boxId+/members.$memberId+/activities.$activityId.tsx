/** The activity dialog over the Member screen. */
export { loader, action, default } from '../../__activity-dialog'
