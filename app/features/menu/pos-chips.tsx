/**
 * An item's POS mapping as chips (SPEC.md 2: the stop list's and the Menu page's "POS mapping
 * chips"): one per POS id, in order; a repeated id is shown again, since repeats mean a count
 * (SPEC.md 3 "Menu item").
 */
import { Badge } from '~/components/ui/badge'

/** `label` is read before the chips where nothing else says what they are (no column header). */
export function PosChips({ ids, label }: { ids: string[]; label?: string }) {
  if (ids.length === 0) return null
  return (
    <span className="flex flex-wrap items-center gap-1" data-testid="pos-chips">
      {label ? <span className="sr-only">{label}</span> : null}
      {ids.map((id, index) => (
        <Badge key={`${index}-${id}`} tone="info">
          {id}
        </Badge>
      ))}
    </span>
  )
}
