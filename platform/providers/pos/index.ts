/**
 * The organization's point-of-sale system (SPEC.md sections 3 "POS menu" and 5): the catalogue
 * items and options map to, and its tables. Only organizations with posIntegrationEnabled ask.
 * The embedded default is a demo café catalogue that says so; a Dotypos adapter is not written
 * yet, so POS_PROVIDER=dotypos refuses to start (platform/config.ts) instead of pretending.
 */
import type { PosCatalogue, PosTable } from '../../../contract/menu-reference.js'
import type { PosConfig } from '../../config.js'
import { DemoPosProvider } from './demo.js'

export interface PosProvider {
  readonly name: string
  /** True for a stand-in that is no real POS. */
  readonly demo: boolean
  /** One sentence saying what this provider is. */
  describe(): string
  menu(organizationId: string): Promise<PosCatalogue>
  tables(organizationId: string): Promise<PosTable[]>
  /** Sends a guest's order (issue 28 item 8); the POS takes it with its own id, or refuses with a message. */
  placeOrder(organizationId: string, order: PosOrder): Promise<PosOrderResult>
}

/** A guest's order as a POS is told it: the table's and the items' and options' POS ids. */
export interface PosOrder {
  /** Our order number ('G-12'). */
  orderNumber: string
  /** The POS table the venue's table maps to; null when it maps to none. */
  tablePosId: string | null
  lines: { title: string; count: number; posIds: string[]; options: { title: string; count: number; posIds: string[] }[] }[]
}

export type PosOrderResult = { ok: true; posOrderId: string } | { ok: false; message: string }

export function createPosProvider(config: PosConfig): PosProvider {
  switch (config.provider) {
    case 'demo':
      return new DemoPosProvider()
  }
}

export { posItemIds, posOptionIds, posSizeIds, unknownPosIds, validatePosMapping } from './mapping.js'
