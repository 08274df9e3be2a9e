/** A dialog form's footer: Cancel, back where the dialog was opened, and Save (`intent=save`). */
import { Button } from '~/components/ui/button'
import { FormActions } from '~/components/ui/dialog'

export function SaveActions({ label }: { label: string }) {
  return (
    <FormActions>
      <Button name="intent" value="save">
        {label}
      </Button>
    </FormActions>
  )
}
