/**
 * The localized image editor (SPEC.md 2 "Dialogs"; CUSTOMIZE_MENU): a category's header and
 * footer image, one per menu language, each a png, jpeg or pdf uploaded here (or removed).
 * One small form per image and language, so it works without JavaScript: choose a file, press
 * Upload. Each upload saves the category at once, with the revision it was read at.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import type { Category, Localized } from '#contract/menu'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, Dialog, DialogBackLink } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { uploadImage } from '~/features/menu/images.server'
import { updateCategory } from '~/features/menu/menus.server'
import { IMAGE_FIELD, readEditorForm, refusalOf } from '~/features/menu/menu-editor.server'
import { redirectWithToast } from '~/services/toast.server'
import { requireMenus } from '../__menus.server'
import { categoryOfPage } from './__category-editor.server'
import type { TitleHandle } from '~/utils/document-title'
import { DialogStartField } from '~/components/ui/dialog-start'

const SLOTS = ['headerImageUrl', 'footerImageUrl'] as const
type Slot = (typeof SLOTS)[number]

async function load(args: LoaderFunctionArgs) {
  const found = await requireMenus(args)
  // Category images are CUSTOMIZE_MENU's (SPEC.md 6): without it the dialog is not there.
  if (!found.customize) throw new Response('Not found', { status: 404 })
  const { category } = await categoryOfPage(found.api, found.organization.id, args.params.menuId, args.params.categoryId ?? null)
  return { ...found, category: category! }
}

export async function loader(args: LoaderFunctionArgs) {
  const { category, languages } = await load(args)
  return json({ title: category.title, languages, images: { headerImageUrl: category.headerImageUrl, footerImageUrl: category.footerImageUrl } })
}

/** The category as a save sends it, with one image changed. */
function withImage(category: Category, slot: Slot, lang: string, url: string | null) {
  const images: Localized = { ...category[slot] }
  if (url) images[lang] = url
  else delete images[lang]
  return {
    title: category.title,
    description: category.description,
    headerImageUrl: category.headerImageUrl,
    footerImageUrl: category.footerImageUrl,
    [slot]: images,
    active: category.active,
    activeHours: category.activeHours,
    waiterPrice: category.waiterPrice,
    waiterOrderOnly: category.waiterOrderOnly,
    revision: category.revision,
  }
}

export async function action(args: ActionFunctionArgs) {
  const { form, file, tooLarge } = await readEditorForm(args.request)
  const { api, organization, category, languages } = await load(args)
  const slot = SLOTS.find((s) => s === form.get('slot'))
  const lang = languages.find((l) => l.code === form.get('lang'))?.code
  const at = { slot: slot ?? null, lang: lang ?? null }
  if (!slot || !lang) return json({ ...at, errors: ['menu.errors.required'] }, { status: 400 })
  let url: string | null = null
  if (form.get('intent') === 'upload') {
    if (tooLarge) return json({ ...at, errors: ['menu.errors.imageTooLarge'] }, { status: 400 })
    if (!file) return json({ ...at, errors: ['menu.errors.required'] }, { status: 400 })
    try {
      url = (await uploadImage(api, organization.id, file, 'localized')).url
    } catch (error) {
      return json({ ...at, errors: refusalOf(error, 'menu.errors.unableToProcessImage').formErrors }, { status: 400 })
    }
  }
  try {
    await updateCategory(api, organization.id, category.menuId, category.id, withImage(category, slot, lang, url))
  } catch (error) {
    const { errors, formErrors } = refusalOf(error, 'menu.errors.unableToUpdateCategory')
    return json({ ...at, errors: [...formErrors, ...Object.values(errors).flat()] }, { status: 400 })
  }
  // Back to this dialog, to see the image and go on with the next one.
  return redirectWithToast(args.request, new URL(args.request.url).pathname + new URL(args.request.url).search, {
    type: 'success',
    key: 'menu.images.saved',
  })
}

/** Someone else's change does not re-draw the open editor (its revision stays the one loaded). */
export default function CategoryImagesDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog title={t('menu.images.title')} width={800}>
      <p className="text-sm text-slate-600">{t('menu.images.help')}</p>
      {SLOTS.map((slot) => (
        <section key={slot} className="mt-4 space-y-2" aria-labelledby={`images-${slot}`}>
          <h3 id={`images-${slot}`} className="font-medium">
            {t(`menu.fields.${slot}`)}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {data.languages.map((language) => {
              const url = data.images[slot][language.code]
              const failed = result && result.slot === slot && result.lang === language.code ? result.errors : null
              return (
                <li key={language.code} className="flex flex-wrap items-center gap-3 p-3">
                  <span className="w-24 text-sm font-medium">{language.title}</span>
                  <Picture url={url} />
                  <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-2">
                    <BackToField />
                    <input type="hidden" name="slot" value={slot} />
                    <input type="hidden" name="lang" value={language.code} />
                    <label className="sr-only" htmlFor={`file-${slot}-${language.code}`}>
                      {t('menu.images.file', { language: language.title })}
                    </label>
                    <DialogStartField>
                      {(autoFocus) => (
                        <input
                          id={`file-${slot}-${language.code}`}
                          type="file"
                          name={IMAGE_FIELD}
                          accept="image/png,image/jpeg,application/pdf"
                          autoFocus={autoFocus}
                          className={`${inputClass()} max-w-64 text-sm`}
                        />
                      )}
                    </DialogStartField>
                    <Button name="intent" value="upload" variant="secondary">
                      {t('menu.images.upload')}
                    </Button>
                    {url ? (
                      <Button name="intent" value="remove" variant="danger">
                        {t('menu.images.remove')}
                      </Button>
                    ) : null}
                  </Form>
                  <ErrorList errors={failed} />
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <div className="mt-4 flex justify-end">
        <DialogBackLink className={buttonClass('secondary')}>{t('common.close')}</DialogBackLink>
      </div>
    </Dialog>
  )
}

/** The image as the guest menu draws it (a pdf as a link), or a dash. */
function Picture({ url }: { url: string | undefined }) {
  const { t } = useTranslation()
  if (!url) return <span className="text-sm text-slate-500">{t('menu.images.none')}</span>
  if (url.endsWith('.pdf')) {
    return (
      <a href={url} className="text-sm text-brand-700 underline" target="_blank" rel="noreferrer">
        {t('menu.images.pdf')}
      </a>
    )
  }
  return <img src={url} alt="" className="h-12 w-36 rounded object-cover" loading="lazy" />
}

export const handle: TitleHandle = { title: 'menu.images.title' }
