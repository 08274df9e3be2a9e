/** The receipt dialog over the Boxes screen. */
export { default } from '../__receipt-dialog'
