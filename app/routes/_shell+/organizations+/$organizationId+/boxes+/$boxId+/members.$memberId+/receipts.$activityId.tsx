/** The receipt dialog over the Member screen. */
export { default } from '../../__receipt-dialog'
