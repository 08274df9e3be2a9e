/**
 * Remove a text section (MANAGE_TEXT_SECTIONS; SPEC.md 2 "Text sections": with confirmation).
 * The question names the section; the form carries the revision it was read at, so a removal
 * after someone else changed the lists removes nothing and shows them as they are now.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { readForm } from '~/services/form.server'
import { sectionView } from '~/features/tips/text-sections'
import { UNABLE_TO_UPDATE, listParam, refuseIfStale, requireTextSections, saveLists, screenLanguages, sectionAt } from './__text-sections.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { organization } = await requireTextSections(args)
  const list = listParam(args.params.list)
  const { section } = sectionAt(organization, list, args.params.index)
  const view = sectionView(section, await screenLanguages(args.request, organization))
  return json({ name: view.title || view.text, revision: organization.textSectionsRevision })
}

const removeSchema = z.object({ revision: z.coerce.number().int().min(0).max(2_000_000_000) })

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireTextSections(args)
  const list = listParam(args.params.list)
  const submission = parseWithZod(form, { schema: removeSchema })
  if (submission.status !== 'success') return json(submission.reply({ formErrors: [UNABLE_TO_UPDATE] }), { status: 400 })
  refuseIfStale(organization, submission.value.revision)
  const { position } = sectionAt(organization, list, args.params.index)
  const saved = await saveLists(
    { request, api, organization },
    submission.value.revision,
    (lists) => ({ ...lists, [list]: lists[list].filter((_, i) => i !== position) }),
    'textSections.removed',
  )
  return saved ?? json(submission.reply({ formErrors: [UNABLE_TO_UPDATE] }), { status: 400 })
}

export default function RemoveTextSectionDialog() {
  const { t } = useTranslation()
  const { name, revision } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog
      title={t('textSections.remove.title')}
      confirmLabel={t('textSections.remove.submit')}
      fields={<input type="hidden" name="revision" value={revision} />}
      errors={resultMessages(result)}
    >
      <p className="[overflow-wrap:anywhere]">{t('textSections.remove.message', { name })}</p>
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'textSections.remove.title' }
