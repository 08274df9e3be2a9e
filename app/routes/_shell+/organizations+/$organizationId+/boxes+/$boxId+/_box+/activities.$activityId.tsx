/** The activity dialog over the Box screen. */
export { loader, action, default } from '../../__activity-dialog'
