/** Add a text section to the header or footer list (MANAGE_TEXT_SECTIONS; SPEC.md 2 "Text sections": 'Add'). */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SectionEditor } from './__section-editor'
import { editorAction, editorData } from './__text-sections.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  return json(await editorData(args, false))
}

export async function action(args: ActionFunctionArgs) {
  return editorAction(args, false)
}

export default function NewTextSectionDialog() {
  const { t } = useTranslation()
  return <SectionEditor title={t('textSections.editor.newTitle')} data={useLoaderData<typeof loader>()} />
}

export const handle: TitleHandle = { title: 'textSections.editor.newTitle' }
