/** The document's title key (ADR 0062): the deepest route that names one, a name chosen from its data, and an error page's name. */
import { describe, expect, it } from 'vitest'
import { ERROR_TITLES, errorKindOf } from '../../app/components/route-error'
import { titleKeyOf } from '../../app/utils/document-title'

describe('titleKeyOf', () => {
  it('takes the deepest route that names its screen, false where a meta writes it, null where none does', () => {
    expect(titleKeyOf([{ handle: { title: 'orders.title' } }, { handle: { title: 'orders.detail' } }, { handle: {} }])).toBe('orders.detail')
    expect(titleKeyOf([{ handle: { title: 'orders.title' } }, { handle: { title: false } }])).toBe(false)
    expect(titleKeyOf([{}, { handle: { scripts: false } }])).toBeNull()
  })

  it("picks the key from the route's data when the handle's title is a function", () => {
    const handle = { title: (data: unknown) => `orders.availability.${(data as { target: string }).target}.untilTitle` }
    expect(titleKeyOf([{ handle, data: { target: 'billPayment' } }])).toBe('orders.availability.billPayment.untilTitle')
  })
})

describe('error titles', () => {
  it('name a page by its status: 404, 403, 503, else a general error', () => {
    const response = (status: number) => ({ status, statusText: '', internal: false, data: null })
    expect(ERROR_TITLES[errorKindOf(response(404))]).toBe('errors.notFoundTitle')
    expect(ERROR_TITLES[errorKindOf(response(403))]).toBe('forbidden.title')
    expect(ERROR_TITLES[errorKindOf(response(503))]).toBe('errors.unavailableTitle')
    expect(ERROR_TITLES[errorKindOf(new Error('bug'))]).toBe('errors.generalTitle')
  })
})
