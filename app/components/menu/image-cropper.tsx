/**
 * Where the cropper island enters the crop dialog (ADR 0031): after hydration only, from a chunk
 * of its own (react-easy-crop), so no other screen downloads it. Without JavaScript, and until
 * the chunk has arrived, nothing is drawn here: the dialog's number fields are the cropper.
 */
import { lazy, Suspense } from 'react'
import type { Crop, CropKind } from '#contract/images'
import { useHydrated } from '~/components/ui/use-hydrated'

export interface ImageCropperProps {
  /** The whole picture (a rendition of it or the stored file). */
  src: string
  /** The stored picture's size: crops are in its pixels. */
  width: number
  height: number
  kind: CropKind
  /** The crop to start from; the cropper is keyed by whoever changes it from outside. */
  initial: Crop
  /** The control's accessible name. */
  label: string
  /** A crop the user chose, already valid (clampCrop). */
  onChange: (crop: Crop) => void
}

const Cropper = lazy(() => import('./image-cropper.client'))

export function ImageCropper(props: ImageCropperProps) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <Cropper {...props} />
    </Suspense>
  )
}
