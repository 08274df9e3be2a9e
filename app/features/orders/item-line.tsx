/**
 * An item line of an order's or a payment's details (SPEC.md 2 "Order details", 3 "Payment
 * item"): the picture (or an empty square), the title, one line per modifier ('Milk: Oat milk,
 * Syrup x2'), what the caller adds below them (status badges, paid and refunded counts) and the
 * price at the right.
 */
import type { ReactNode } from 'react'

interface ItemLineProps {
  title: string
  image: string | null
  modifiers: string[]
  price: ReactNode
  testId: string
  children?: ReactNode
}

export function ItemLine({ title, image, modifiers, price, testId, children }: ItemLineProps) {
  return (
    <li className="flex gap-3 p-3 text-sm" data-testid={testId}>
      {image ? (
        <img src={image} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-md bg-slate-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-md bg-slate-100" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{title}</p>
        {modifiers.map((line, index) => (
          <p key={index} className="text-slate-600 [overflow-wrap:anywhere]">
            {line}
          </p>
        ))}
        {children}
      </div>
      <p className="shrink-0 whitespace-nowrap font-medium text-slate-900">{price}</p>
    </li>
  )
}
