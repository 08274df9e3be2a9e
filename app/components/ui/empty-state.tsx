import type { ReactNode } from 'react'

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
      <p className="font-medium text-slate-800">{title}</p>
      {children ? <div className="mt-2 text-sm">{children}</div> : null}
    </div>
  )
}
