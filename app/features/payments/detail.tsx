/** A labelled value of a details list (`<dl>`) in the payments dialogs. */
import type { ReactNode } from 'react'

export function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}
