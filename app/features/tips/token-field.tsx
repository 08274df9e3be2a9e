import type { InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '~/components/ui/field'

/**
 * The GT ID (six-digit token) input of the box and employee forms, with free tokens offered
 * as native suggestions (a datalist works without JavaScript).
 */
export function TokenField({
  inputProps,
  errors,
  freeTokens,
}: {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string }
  errors?: string[] | null
  freeTokens: string[]
}) {
  const { t } = useTranslation()
  const listId = `${inputProps.id}-free`
  return (
    <>
      <Field
        label={t('boxes.token')}
        inputProps={{ ...inputProps, inputMode: 'numeric', list: listId, placeholder: '111111' }}
        errors={errors}
        help={t('boxes.tokenHelp')}
      />
      <datalist id={listId}>
        {freeTokens.map((token) => (
          <option key={token} value={token} />
        ))}
      </datalist>
    </>
  )
}
