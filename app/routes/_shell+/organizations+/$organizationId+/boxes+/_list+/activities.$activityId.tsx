/** The activity dialog over the Boxes screen. */
export { loader, action, default } from '../__activity-dialog'
