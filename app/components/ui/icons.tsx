/** Small inline SVG icons: they look the same everywhere, unlike emoji, which need an emoji font. */
import { cx } from '~/components/ui/cx'

/** A magnifying glass for search buttons (an emoji 🔍 is a box where no emoji font is installed). */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={cx('h-4 w-4', className)} fill="none" stroke="currentColor" strokeWidth={2}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" strokeLinecap="round" />
    </svg>
  )
}

/** A waste bin for a row's remove link (its accessible name is the link's label). */
export function TrashIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={cx('h-4 w-4', className)} fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** A QR code's three corner squares, for a row's QR code link (its accessible name is the link's label). */
export function QrIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={cx('h-4 w-4', className)} fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path d="M3 3h5v5H3zM12 3h5v5h-5zM3 12h5v5H3z" strokeLinejoin="round" />
      <path d="M12 12h2v2h-2zM15 15h2v2h-2z" fill="currentColor" stroke="none" />
    </svg>
  )
}
