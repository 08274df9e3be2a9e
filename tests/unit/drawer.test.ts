import { describe, expect, it } from 'vitest'
import { PERMISSIONS, type Permission } from '../../contract/organizations'
import { drawerEntries, organizationLandingPath } from '../../app/utils/drawer'

const org = (permissions: Permission[], extra: Partial<{ menuEnabled: boolean; paymentsEnabled: boolean; boxes: { id: string; name?: string | null }[] }> = {}) => ({
  id: 'o1',
  permissions,
  menuEnabled: true,
  paymentsEnabled: true,
  boxes: [],
  ...extra,
})
const keys = (o: ReturnType<typeof org>) => drawerEntries(o).map((e) => e.key)

describe('drawer entries', () => {
  it('lists every entry in spec order for a user with every permission', () => {
    expect(keys(org([...PERMISSIONS]))).toEqual([
      'home', 'textSections', 'menu', 'modifiers', 'stopList', 'tables', 'orders', 'payments', 'invoices', 'payouts', 'tips', 'billing',
    ])
  })
  it('shows only the stop list to a user who holds only VIEW_STOP_LIST', () => {
    expect(keys(org(['VIEW_STOP_LIST']))).toEqual(['stopList'])
  })
  it('hides menu entries when the menu is off and payment entries when payments are off', () => {
    expect(keys(org([...PERMISSIONS], { menuEnabled: false, paymentsEnabled: false }))).toEqual([
      'home', 'textSections', 'tips', 'billing',
    ])
  })
  it('links Tips straight to the only box, else to the list with each box', () => {
    const one = drawerEntries(org(['VIEW_BOXES'], { boxes: [{ id: 'b1' }] })).find((e) => e.key === 'tips')
    expect(one?.to).toBe('/organizations/o1/boxes/b1')
    expect(one?.children).toBeUndefined()
    const two = drawerEntries(org(['VIEW_BOXES'], { boxes: [{ id: 'b1', name: 'Bar' }, { id: 'b2', name: '' }] })).find((e) => e.key === 'tips')
    expect(two?.to).toBe('/organizations/o1/boxes')
    expect(two?.children).toEqual([
      { key: 'b1', label: 'Bar', to: '/organizations/o1/boxes/b1' },
      { key: 'b2', label: null, to: '/organizations/o1/boxes/b2' },
    ])
  })
})

describe('organization landing', () => {
  it('goes home with VIEW_BOXES, else to the stop list with VIEW_STOP_LIST, else to the first section', () => {
    expect(organizationLandingPath(org(['VIEW_BOXES', 'VIEW_STOP_LIST']))).toBe('/organizations/o1')
    expect(organizationLandingPath(org(['VIEW_STOP_LIST']))).toBe('/organizations/o1/menu-stoplist')
    expect(organizationLandingPath(org(['VIEW_ORDERS', 'VIEW_STOP_LIST']))).toBe('/organizations/o1/menu-stoplist')
    expect(organizationLandingPath(org(['VIEW_STOP_LIST', 'VIEW_ORDERS'], { menuEnabled: false }))).toBe('/organizations/o1/orders')
    // No section at all: the Organization page, which says Access forbidden.
    expect(organizationLandingPath(org([]))).toBe('/organizations/o1')
    expect(organizationLandingPath(org(['VIEW_STOP_LIST'], { menuEnabled: false }))).toBe('/organizations/o1')
  })
})
