/**
 * Menu images: the upload call by name (docs/decisions/0022). The file goes as it is, its
 * bytes the body; the platform decides its type from them. Drawing an image (the rendition
 * URLs of a gallery image, srcset) needs no call: `imageUrl` and `imageSrcSet` of
 * #contract/images build them.
 */
import { imageUploadSchema, type ImageUpload, type UploadPurpose } from '#contract/images'
import type { Api } from '~/services/api.server'

/**
 * Stores `file` for the organization's menu and answers its URL, size and type. Refusals come
 * back as an ApiError: 400 VALIDATION with `params.fields.file` (menu.errors.unsupportedImageType,
 * menu.errors.unableToProcessImage, menu.errors.imageTooLarge, menu.errors.required) or
 * 413 PAYLOAD_TOO_LARGE for a file over the size limit (IMAGE_MAX_BYTES).
 */
export function uploadImage(api: Api, organizationId: string, file: File, purpose: UploadPurpose = 'menu'): Promise<ImageUpload> {
  return api.postFile('/business/images', file, file.type || 'application/octet-stream', imageUploadSchema, {
    organizationId,
    query: { purpose },
    requestId: crypto.randomUUID(),
  })
}
