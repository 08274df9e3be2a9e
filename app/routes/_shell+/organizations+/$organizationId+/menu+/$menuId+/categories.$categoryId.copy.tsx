/**
 * Category copy dialog (VIEW_MENU): a new title and the menu the copy goes to (this one by
 * default); the copy holds the same items (SPEC.md 2 "category copy (new title, destination menu)").
 * The copy is then shown highlighted where it landed: on this page, or on the page of the menu
 * it went to (issue 25 item 17).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { copyCategory, listMenuTitles } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { highlightPath } from '~/utils/highlight'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { pickText } from '~/features/menu/localized'
import { categoryCopyFormSchema, localizedValues } from '~/features/menu/menu-schemas'
import { CopyForm } from '../__copy-form'
import { otherMenuPage } from '../__menu-urls'
import type { EditorData } from '../__editor-form'
import { formIntentAnswer, invalidAnswer, refusedAnswer, requireMenus } from '../__menus.server'
import { categoryOfPage } from './__category-editor.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, languages, lang } = await requireMenus(args)
  const [{ page, category }, list] = await Promise.all([
    categoryOfPage(api, organization.id, args.params.menuId, args.params.categoryId ?? ''),
    listMenuTitles(api, organization.id),
  ])
  return json<EditorData & { menus: { id: string; name: string }[] }>({
    values: { ...localizedValues('title', category!.title), menuId: page.menu.id },
    lang,
    languages,
    hoursMode: null,
    menus: list.menus.map((m) => ({ id: m.id, name: pickText(m.title, lang) })),
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, languages, lang } = await requireMenus(args)
  const { page, category } = await categoryOfPage(api, organization.id, args.params.menuId, args.params.categoryId ?? '')
  const changed = formIntentAnswer(form, languages, lang)
  if (changed) return changed
  const submission = parseWithZod(form, { schema: categoryCopyFormSchema })
  if (submission.status !== 'success') return invalidAnswer(form, submission.reply(), lang)
  const { title, menuId } = submission.value
  let copy: { id: string }
  try {
    copy = await copyCategory(api, organization.id, page.menu.id, category!.id, title, menuId)
  } catch (error) {
    return refusedAnswer(form, submission, error, lang, 'menu.errors.unableToCopyCategory', { title: 'title', menuId: 'menuId' })
  }
  const back = returnFromDialog(request, form)
  const landing = menuId === page.menu.id ? back : otherMenuPage(back, organization.id, menuId)
  return redirectWithToast(request, highlightPath(landing, copy.id), { type: 'success', key: 'menu.categoryCopied' })
}

export default function CopyCategoryDialog() {
  const { t } = useTranslation()
  const { menus } = useLoaderData<typeof loader>()
  return (
    <Dialog title={t('menu.copyCategory')} width={800}>
      <CopyForm formId="copy-category" schema={categoryCopyFormSchema} submitLabel={t('menu.copy')}>
        {({ values, errors }) => (
          <div className="space-y-1">
            <label htmlFor="copy-category-menu" className="block text-sm font-medium text-slate-700">
              {t('menu.fields.destinationMenu')}
            </label>
            <select id="copy-category-menu" name="menuId" defaultValue={values.menuId} className={inputClass(Boolean(errors.menuId))}>
              {menus.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name || t('menu.untitled')}
                </option>
              ))}
            </select>
            <ErrorList errors={errors.menuId} />
          </div>
        )}
      </CopyForm>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menu.copyCategory' }
