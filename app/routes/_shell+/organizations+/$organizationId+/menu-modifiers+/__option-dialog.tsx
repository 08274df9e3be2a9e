/** The option editor's dialog, drawn over the Modifiers screen and closing back to the modifier's editor. */
import { useLocation } from '@remix-run/react'
import type { ModifierOption } from '#contract/menu'
import { Dialog } from '~/components/ui/dialog'
import { screenSearch } from '~/utils/dialog-url'
import type { FieldErrors } from '~/features/menu/menu-form'
import type { MenuLanguage } from '~/features/menu/localized-fields'
import { OptionForm, optionDraftOf, type OptionEditorResult } from './__option-form'

export interface OptionDialogData {
  modifier: { id: string; name: string }
  option: ModifierOption | null
  languages: MenuLanguage[]
  units: { unit: string; title: string }[]
  priceModifierName: string | null
  priceOptions: { id: string; title: string }[]
  posOptions: { id: string; title: string }[] | null
}

export function OptionDialog({
  data,
  result,
  title,
  submitLabel,
}: {
  data: OptionDialogData
  result: OptionEditorResult | undefined
  title: string
  submitLabel: string
}) {
  const { pathname, search } = useLocation()
  // Back to the modifier editor (a sibling route, not the screen under this dialog).
  const editor = `${pathname.slice(0, pathname.indexOf('/options/'))}/edit${screenSearch(search)}`
  const errors: FieldErrors = result?.errors ?? {}
  return (
    <Dialog title={`${title} · ${data.modifier.name}`} width={500} closeTo={editor}>
      <OptionForm
        formId="option"
        draft={result?.draft ?? optionDraftOf(data.option)}
        languages={data.languages}
        units={data.units}
        priceOptions={data.priceOptions}
        priceModifierName={data.priceModifierName}
        posOptions={data.posOptions}
        errors={errors}
        formErrors={result?.formErrors ?? []}
        submitLabel={submitLabel}
      />
    </Dialog>
  )
}
