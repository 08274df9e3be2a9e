/**
 * Crop of one gallery picture (VIEW_MENU): the list card's square and the detail card's rectangle
 * (width 1 to 2 times its height), each as x, y, width and height in the stored picture's
 * pixels, starting from the saved crop or the centred largest one. Numbers that break a rule
 * (whole pixels, at least 100 × 100, list 1:1, detail 1 to 2, inside the picture) are said under
 * their crop and shown made valid (clampCrop); 'Preview' shows that, 'Save' then saves nothing.
 * Saving saves the item (a shared item becomes this category's own copy).
 * With JavaScript the cropper island (browser/cropper.tsx, ADR 0060) fills
 * the same numbers: the form and its action are one, with or without it. The page runs the
 * shell island, which fetches the cropper island (`data-cropper-island`).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useIslandUrl } from '~/components/document-scripts'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import {
  clampCrop,
  CROP_MIN,
  cropProblems,
  defaultCrop,
  imageUrl,
  parseStoredImageUrl,
  renditionUrl,
  renditionWidth,
  type Crop,
  type CropKind,
  type CropProblem,
} from '#contract/images'
import type { GalleryImage } from '#contract/menu'
import type { CropperSetup } from '~/browser/cropper'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { updateMenuItem } from '~/features/menu/menu-items.server'
import { redirectWithToast } from '~/services/toast.server'
import { readForm } from '~/services/form.server'
import { sameValue, textOf } from '~/features/menu/menu-form'
import { encodeMessage } from '~/utils/messages'
import { refusalOf } from '~/features/menu/menu-editor.server'
import { DefaultSubmit } from '~/features/menu/modifier-form'
import { itemEditorContext } from './__item-action.server'
import { draftOfItem, itemInputOf } from './__item-draft'
import type { TitleHandle } from '~/utils/document-title'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, cropper } from '~/browser/protocol'
import { SaveActions } from '~/components/ui/save-actions'

const KINDS: CropKind[] = ['list', 'detail']

async function load(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const found = await itemEditorContext(args, args.params.itemId ?? '')
  const index = /^\d{1,2}$/.test(args.params.index ?? '') ? Number(args.params.index) : -1
  const image = found.item!.gallery[index]
  if (!image) throw new Response('Not found', { status: 404 })
  return { ...found, index, image }
}

const cropsOf = (image: GalleryImage) => ({
  list: clampCrop(image.listCrop, image.width, image.height, 'list'),
  detail: clampCrop(image.detailCrop, image.width, image.height, 'detail'),
})

export async function loader(args: LoaderFunctionArgs) {
  const { image, item, base, query } = await load(args)
  return json({ image, crops: cropsOf(image), editUrl: `${base}/items/${item!.id}/edit${query}` })
}

/** A problem of a typed crop (contract cropProblems) as the message under its fieldset. */
function problemMessage(problem: CropProblem, kind: CropKind, image: GalleryImage): string {
  switch (problem) {
    case 'notNumber':
      return 'menuItem.cropErrors.notNumber'
    case 'tooSmall': {
      const min = Math.min(CROP_MIN, image.width, image.height)
      return encodeMessage({ key: 'menuItem.cropErrors.tooSmall', values: { min } })
    }
    case 'ratio':
      return kind === 'list' ? 'menuItem.cropErrors.ratioList' : 'menuItem.cropErrors.ratioDetail'
    case 'outside':
      return encodeMessage({ key: 'menuItem.cropErrors.outside', values: { width: image.width, height: image.height } })
  }
}

/**
 * The four numbers of a crop as typed: the valid crop clampCrop makes of them (what the fields
 * show next), and what is wrong with them. Without JavaScript the numbers are typed by hand;
 * junk is said, not silently corrected and saved.
 */
function readCrop(form: FormData, kind: CropKind, image: GalleryImage): { crop: Crop; errors: string[] } {
  const number = (field: keyof Crop) => {
    const raw = textOf(form, `${kind}.${field}`).trim()
    return /^\d{1,5}$/.test(raw) ? Number(raw) : null
  }
  const typed = { x: number('x'), y: number('y'), width: number('width'), height: number('height') }
  const fallback = defaultCrop(image.width, image.height, kind)
  const crop = clampCrop(
    { x: typed.x ?? fallback.x, y: typed.y ?? fallback.y, width: typed.width ?? fallback.width, height: typed.height ?? fallback.height },
    image.width,
    image.height,
    kind
  )
  return { crop, errors: cropProblems(typed, image.width, image.height, kind).map((p) => problemMessage(p, kind, image)) }
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization, image, index, item, context, base, query } = await load(args)
  const intent = textOf(form, 'intent') || 'save'
  const noErrors = { list: [] as string[], detail: [] as string[] }
  if (intent === 'reset') {
    const crops = { list: defaultCrop(image.width, image.height, 'list'), detail: defaultCrop(image.width, image.height, 'detail') }
    return json({ crops, errors: noErrors, formErrors: [] as string[] })
  }
  const list = readCrop(form, 'list', image)
  const detail = readCrop(form, 'detail', image)
  const crops = { list: list.crop, detail: detail.crop }
  const errors = { list: list.errors, detail: detail.errors }
  // Preview shows what the numbers make and what was wrong with them; Save saves nothing wrong.
  if (intent !== 'save') return json({ crops, errors, formErrors: [] as string[] })
  if (list.errors.length || detail.errors.length) return json({ crops, errors, formErrors: [] as string[] }, { status: 400 })
  const draft = draftOfItem(item!)
  const gallery = draft.gallery.map((g, i) => (i === index ? { ...g, listCrop: crops.list, detailCrop: crops.detail } : g))
  const { input } = itemInputOf({ ...draft, gallery }, context, item)
  const editUrl = (id: string) => `${base}/items/${id}/edit${query}`
  if (sameValue(input, itemInputOf(draft, context, item).input)) return redirect(editUrl(item!.id))
  try {
    const saved = await updateMenuItem(api, organization.id, item!.id, input)
    return redirectWithToast(args.request, editUrl(saved.id), {
      type: 'success',
      key: saved.id === item!.id ? 'menuItem.cropSaved' : 'menuItem.savedAsCopy',
    })
  } catch (error) {
    const refusal = refusalOf(error, 'menuItem.errors.unableToUpdate')
    return json({ crops, errors, formErrors: [...refusal.formErrors, ...Object.values(refusal.errors).flat()] }, { status: 400 })
  }
}

/** Someone else's change does not re-draw the open editor (its revision stays the one loaded). */
export default function CropDialog() {
  const { t } = useTranslation()
  const { image, crops: saved, editUrl } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const crops = result?.crops ?? saved
  const errors = result?.errors ?? { list: [], detail: [] }
  const stored = parseStoredImageUrl(image.url)
  // The whole picture as a rendition when its shape is one the platform draws (1 to 2 times as wide as tall), else the stored file.
  const drawable = image.width >= image.height && image.width <= image.height * 2
  const whole =
    stored && drawable
      ? renditionUrl(stored.sha256, { x: 0, y: 0, width: image.width, height: image.height }, renditionWidth(430), 'webp')
      : image.url
  return (
    <Dialog title={t('menuItem.cropTitle')} width={900} closeTo={editUrl}>
      <Form method="post" className="space-y-4" noValidate>
        <DefaultSubmit />
        <BackToField />
        <p className="text-sm text-slate-600">{t('menuItem.cropHelp', { width: image.width, height: image.height })}</p>
        <CropFields image={image} crops={crops} errors={errors} whole={whole} />
        <ErrorList errors={result?.formErrors} />
        <div className="flex flex-wrap justify-between gap-2">
          <div className="flex gap-2">
            <Button variant="secondary" name="intent" value="preview">
              {t('menuItem.previewButton')}
            </Button>
            <Button variant="ghost" name="intent" value="reset">
              {t('menuItem.cropReset')}
            </Button>
          </div>
          <SaveActions label={t('menuItem.cropSave')} />
        </div>
      </Form>
    </Dialog>
  )
}

type Image = ReturnType<typeof useLoaderData<typeof loader>>['image']
const FIELDS = ['x', 'y', 'width', 'height'] as const

/**
 * The whole picture with both crops marked (`data-crop-mark`: the cropper island moves the marks
 * as the numbers change), and a fieldset per crop. The previews are the platform's drawings of
 * the crops last previewed or saved (each drawing is stored once made, so they are not redrawn
 * at every move).
 */
function CropFields({ image, crops, errors, whole }: { image: Image; crops: Record<CropKind, Crop>; errors: Record<CropKind, string[]>; whole: string }) {
  const { t } = useTranslation()
  const stroke = Math.max(2, image.width / 150)
  return (
    <>
      <figure className="relative mx-auto max-w-[430px]">
        <img src={whole} alt={t('menuItem.cropWhole')} width={image.width} height={image.height} className="block h-auto w-full" />
        <svg viewBox={`0 0 ${image.width} ${image.height}`} className="absolute inset-0 h-full w-full" aria-hidden="true" preserveAspectRatio="none">
          <rect {...crops.detail} {...attr(cropper.mark, 'detail')} fill="none" stroke="#f59e0b" strokeWidth={stroke} />
          <rect {...crops.list} {...attr(cropper.mark, 'list')} fill="none" stroke="#2563eb" strokeWidth={stroke} strokeDasharray={`${image.width / 60}`} />
        </svg>
      </figure>
      <div className="grid gap-4 md:grid-cols-2">
        {KINDS.map((kind) => (
          <CropFieldset
            key={kind}
            kind={kind}
            image={image}
            whole={whole}
            crop={crops[kind]}
            errors={errors[kind]}
            preview={imageUrl({ ...image, listCrop: crops.list, detailCrop: crops.detail }, kind, kind === 'list' ? 96 : 320)}
          />
        ))}
      </div>
    </>
  )
}

interface CropFieldsetProps {
  kind: CropKind
  image: Image
  whole: string
  crop: Crop
  /** What was wrong with the numbers last sent (they show corrected). */
  errors: string[]
  preview: string
}

/**
 * One crop's four numbers, which the form posts. With JavaScript the cropper island draws its
 * cropper in the `[data-cropper]` slot above them and writes into them.
 */
function CropFieldset({ kind, image, whole, crop, errors, preview }: CropFieldsetProps) {
  const { t } = useTranslation()
  const legend = t(kind === 'list' ? 'menuItem.cropList' : 'menuItem.cropDetail')
  const island = useIslandUrl('cropper')
  const startsDialog = useDialogStart()
  const setup: CropperSetup = {
    src: whole,
    width: image.width,
    height: image.height,
    kind,
    strings: { area: t('menuItem.cropper.area', { name: legend }), zoom: t('menuItem.cropper.zoom'), ratio: t('menuItem.cropper.ratio') },
  }
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3" data-testid={`crop-${kind}`}>
      <legend className="px-1 text-sm font-medium text-slate-700">{legend}</legend>
      {/* The island's own React root: nothing here is React's of this page. */}
      <div hidden {...attr(cropper.slot, setup)} {...attr(cropper.island, island)} />
      <div className="grid grid-cols-4 gap-2">
        {FIELDS.map((field, index) => (
          <div key={field} className="space-y-1">
            <label htmlFor={`crop-${kind}-${field}`} className="block text-xs font-medium text-slate-600">
              {t(`menuItem.cropFields.${field}`)}
            </label>
            <input
              id={`crop-${kind}-${field}`}
              name={`${kind}.${field}`}
              defaultValue={String(crop[field])}
              inputMode="numeric"
              maxLength={5}
              pattern="\d{1,5}"
              autoFocus={startsDialog && index === 0}
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={errors.length ? `crop-${kind}-error` : undefined}
              className={inputClass(errors.length > 0)}
            />
          </div>
        ))}
      </div>
      <ErrorList id={`crop-${kind}-error`} errors={errors} />
      <img src={preview} alt={legend} className={kind === 'list' ? 'h-24 w-24 rounded-md object-cover' : 'h-auto w-full rounded-md'} data-testid={`crop-${kind}-preview`} />
    </fieldset>
  )
}

export const handle: TitleHandle = { title: 'menuItem.cropTitle' }
