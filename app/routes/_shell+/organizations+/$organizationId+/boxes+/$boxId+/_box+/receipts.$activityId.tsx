/** The receipt dialog over the Box screen. */
export { default } from '../../__receipt-dialog'
