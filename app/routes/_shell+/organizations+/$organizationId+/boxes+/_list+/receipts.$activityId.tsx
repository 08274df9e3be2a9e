/** The receipt dialog over the Boxes screen. */
export { default } from '../__receipt-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'receipt.title' }
