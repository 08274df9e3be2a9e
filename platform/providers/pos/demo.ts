/**
 * The embedded POS: the catalogue and tables of an imaginary café-bistro, the same for every
 * organization with posIntegrationEnabled. It is no POS system and says so, so the mapping
 * screens can tell the user these are demo ids.
 */
import type { PosCatalogue, PosTable } from '../../../contract/menu-reference.js'
import { randomUUID } from 'node:crypto'
import type { PosOrder, PosOrderResult, PosProvider } from './index.js'

/** [number, title, price in minor units, sizes] */
const ITEMS: [number, string, number, string[]][] = [
  [101, 'Espresso', 250, ['Single', 'Double']],
  [102, 'Americano', 280, ['Regular', 'Large']],
  [103, 'Cappuccino', 320, ['0.2 l', '0.3 l']],
  [104, 'Caffè latte', 350, ['Regular', 'Large']],
  [105, 'Flat white', 340, ['Regular']],
  [106, 'Black tea', 250, ['Cup', 'Pot']],
  [107, 'Green tea', 250, ['Cup', 'Pot']],
  [108, 'Hot chocolate', 380, ['Regular']],
  [109, 'Fresh orange juice', 450, ['0.2 l', '0.4 l']],
  [110, 'Homemade lemonade', 400, ['0.3 l', '0.5 l']],
  [111, 'Sparkling water', 250, ['0.33 l', '0.75 l']],
  [112, 'Draught beer', 450, ['0.3 l', '0.5 l']],
  [113, 'House red wine', 550, ['Glass 150 ml', 'Bottle 0.75 l']],
  [114, 'House white wine', 550, ['Glass 150 ml', 'Bottle 0.75 l']],
  [115, 'Soup of the day', 550, ['Cup', 'Bowl']],
  [116, 'Cold beetroot soup', 600, ['Bowl']],
  [117, 'Caesar salad', 950, ['Regular', 'Large']],
  [118, 'Greek salad', 890, ['Regular']],
  [119, 'Beef burger', 1290, ['Regular']],
  [120, 'Chicken wrap', 990, ['Regular']],
  [121, 'Grilled salmon', 1690, ['Regular']],
  [122, 'Pasta carbonara', 1190, ['Regular']],
  [123, 'Potato pancakes', 850, ['Regular']],
  [124, 'Cheesecake', 590, ['Slice']],
  [125, 'Chocolate cake', 590, ['Slice']],
  [126, 'Ice cream', 450, ['2 scoops', '3 scoops']],
]

const OPTIONS: [number, string, number][] = [
  [201, 'Extra shot', 80],
  [202, 'Oat milk', 60],
  [203, 'Soy milk', 60],
  [204, 'Vanilla syrup', 50],
  [205, 'Caramel syrup', 50],
  [206, 'Whipped cream', 50],
  [207, 'Lemon slice', 0],
  [208, 'Extra cheese', 100],
  [209, 'Bacon', 150],
  [210, 'Side of fries', 250],
  [211, 'Side salad', 250],
  [212, 'Gluten-free bun', 100],
]

export const DEMO_POS_CATALOGUE: PosCatalogue = {
  items: ITEMS.map(([n, title, price]) => ({ id: `pos-item-${n}`, title, price })),
  sizes: ITEMS.flatMap(([n, , , sizes]) => sizes.map((title, i) => ({ id: `pos-size-${n}-${i + 1}`, title, itemId: `pos-item-${n}` }))),
  options: OPTIONS.map(([n, title, price]) => ({ id: `pos-option-${n}`, title, price })),
}

export const DEMO_POS_TABLES: PosTable[] = [
  ...Array.from({ length: 8 }, (_, i) => ({ id: `pos-table-${i + 1}`, title: String(i + 1) })),
  { id: 'pos-table-t1', title: 'Terrace 1' },
  { id: 'pos-table-t2', title: 'Terrace 2' },
  { id: 'pos-table-bar', title: 'Bar' },
]

export class DemoPosProvider implements PosProvider {
  readonly name = 'demo-pos'
  readonly demo = true

  describe() {
    return 'Demo POS catalogue — not a real point-of-sale system'
  }

  // A copy each time: the caller may change what it gets without changing the catalogue.
  async menu(_organizationId: string): Promise<PosCatalogue> {
    return structuredClone(DEMO_POS_CATALOGUE)
  }

  async tables(_organizationId: string): Promise<PosTable[]> {
    return structuredClone(DEMO_POS_TABLES)
  }

  /**
   * Takes an order whose table and items all map to this catalogue, as a real POS needs its own
   * ids; anything else is refused with a message saying it is the demo POS.
   */
  async placeOrder(_organizationId: string, order: PosOrder): Promise<PosOrderResult> {
    if (!order.tablePosId || !DEMO_POS_TABLES.some((t) => t.id === order.tablePosId)) {
      return { ok: false, message: 'The demo POS refused the order: the table is not mapped to a POS table' }
    }
    const items = new Set(DEMO_POS_CATALOGUE.items.map((i) => i.id))
    const unmapped = order.lines.find((line) => !line.posIds.some((id) => items.has(id)))
    if (unmapped) return { ok: false, message: `The demo POS refused the order: “${unmapped.title}” is not mapped to a POS item` }
    return { ok: true, posOrderId: `demo-pos-${randomUUID()}` }
  }
}
