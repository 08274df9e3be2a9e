import type { PosCatalogue } from '../../../contract/menu-reference.js'

/** What the menu rules need to know about the organization a call is about (http/menu-access.ts). */
export interface MenuOrganization {
  id: string
  currency: string
  timeZone: string
  /** Restore orphans, library search and save to the library (SPEC.md section 6). */
  allowCustomization: boolean
  /** Items map to POS items and sizes; prices come from the POS (SPEC.md section 5). */
  posIntegrationEnabled: boolean
  /** The caller holds CUSTOMIZE_MENU: category images, hideCategorySeparator, weekday hours. */
  customizeMenu: boolean
  /** The organization's menu languages, first is the default. */
  languages: string[]
  /** With a POS integration: its catalogue, asked for when an item's mapping is checked. */
  posCatalogue?: () => Promise<PosCatalogue>
}
