/**
 * Edit a text section (MANAGE_TEXT_SECTIONS). The form carries the revision the lists were read
 * at: a save after someone else changed them goes back to the screen with the notice instead.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SectionEditor } from './__section-editor'
import { editorAction, editorData } from './__text-sections.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  return json(await editorData(args, true))
}

export async function action(args: ActionFunctionArgs) {
  return editorAction(args, true)
}

export default function EditTextSectionDialog() {
  const { t } = useTranslation()
  const { list, index } = useParams()
  // A new key per section: the form starts from that section's values when another is opened.
  return <SectionEditor key={`${list}/${index}`} title={t('textSections.editor.editTitle')} data={useLoaderData<typeof loader>()} />
}

export const handle: TitleHandle = { title: 'textSections.editor.editTitle' }
