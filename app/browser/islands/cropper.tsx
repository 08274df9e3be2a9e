/**
 * The crop dialog's cropper island (browser/cropper.tsx, ADR 0060), built on
 * its own like every island so that its React and react-easy-crop share no chunk with the shell
 * island: the shell island fetches it by the address the dialog names (`data-cropper-island`).
 */
export { mountCroppers } from '~/browser/cropper'
