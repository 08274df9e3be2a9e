/**
 * The demo venues' menus (issue 8 item 9), made through the same domain functions the API
 * uses, so the demo obeys every rule a user's menu does: several menus with active hours,
 * shared items, modifiers of all four types (a price modifier whose options other modifiers'
 * prices require), English and Lithuanian texts (some Lithuanian only suggested, some
 * missing), tags, sizes with units, drawn pictures, a library, one published version and
 * unpublished changes on top of it.
 */
import { menuLibraryItems } from '../db/schema/index.js'
import {
  categoryInputSchema,
  menuInputSchema,
  menuItemInputSchema,
  modifierInputSchema,
  type GalleryImage,
  type Localized,
} from '../../contract/menu.js'
import type { Database } from '../db/client.js'
import { storeImage } from '../domain/images/store.js'
import { createCategory, linkItems } from '../domain/menu/categories.js'
import { createItem, getItem, updateItem } from '../domain/menu/items.js'
import { createMenu } from '../domain/menu/menus.js'
import { createModifier } from '../domain/menu/modifiers.js'
import type { MenuOrganization } from '../domain/menu/organization.js'
import { publish } from '../domain/menu/state.js'
import { addToStopList } from '../domain/menu/stop-list.js'
import { DemoPosProvider } from '../providers/pos/demo.js'
import { demoPicture, type DemoPicture } from './demo-menu-images.js'

type Text = [en: string, lt?: string, how?: 'suggested']
const text = ([en, lt, how]: Text): Localized => (lt ? { en, [how === 'suggested' ? 'lt?' : 'lt']: lt } : { en })

interface ItemSeed {
  title: Text
  description?: Text
  price?: number
  tags?: string[]
  size?: { value: string; unit: string }
  picture?: DemoPicture
  modifiers?: string[]
  waiterPrice?: boolean
}

function orgFor(id: string, allowCustomization: boolean): MenuOrganization {
  return { id, currency: 'EUR', timeZone: 'Europe/Vilnius', allowCustomization, posIntegrationEnabled: false, customizeMenu: true, languages: ['en', 'lt'] }
}

const week = (open: string, close: string, weekend?: [string, string]) => ({
  inactiveBehaviour: 'DISABLE' as const,
  default: { open, close },
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => (weekend && day >= 6 ? { day, open: weekend[0], close: weekend[1] } : { day, open: null, close: null })),
})

async function picture(db: Database, organizationId: string, name: DemoPicture): Promise<GalleryImage> {
  const image = await storeImage(db, organizationId, await demoPicture(name))
  return { url: image.url, width: image.width!, height: image.height!, backgroundColor: 'f7f1e8', listCrop: null, detailCrop: null }
}

/** Modifiers of the bistro, by a short key the items use. */
async function bistroModifiers(db: Database, org: MenuOrganization): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  const add = async (key: string, input: unknown) => ids.set(key, (await createModifier(db, org, modifierInputSchema.parse(input))).id)
  const cupSize = await createModifier(
    db,
    org,
    modifierInputSchema.parse({
      name: 'Cup size',
      title: { en: 'Size', lt: 'Dydis' },
      type: 'PRICE',
      options: [
        { title: { en: 'Small', lt: 'Mažas' }, size: { value: '250', unit: 'ml' }, prices: [{ enabled: true, price: 280 }], defaultCount: 1 },
        { title: { en: 'Large', lt: 'Didelis' }, size: { value: '400', unit: 'ml' }, prices: [{ enabled: true, price: 360 }] },
      ],
    }),
  )
  ids.set('cupSize', cupSize.id)
  const [small, large] = cupSize.options.map((o) => o.id)
  await add('milk', {
    name: 'Milk',
    title: { en: 'Milk', lt: 'Pienas' },
    type: 'RADIO',
    priceModifierId: cupSize.id,
    options: [
      { title: { en: 'Cow milk', lt: 'Karvės pienas' }, prices: [{ enabled: true, price: 0 }] },
      {
        title: { en: 'Oat milk', 'lt?': 'Avižų pienas' },
        tags: ['vegan'],
        prices: [
          { enabled: true, price: 40, requiredOptions: [small] },
          { enabled: true, price: 60, requiredOptions: [large] },
        ],
      },
      { title: { en: 'Lactose-free milk', lt: 'Pienas be laktozės' }, prices: [{ enabled: true, price: 30 }] },
    ],
  })
  await add('extras', {
    name: 'Coffee extras',
    title: { en: 'Extras', lt: 'Priedai' },
    type: 'CHECKBOX',
    minOptions: 0,
    maxOptions: 3,
    options: [
      { title: { en: 'Extra shot', lt: 'Papildomas espresso' }, prices: [{ enabled: true, price: 70 }] },
      { title: { en: 'Vanilla syrup', lt: 'Vanilės sirupas' }, prices: [{ enabled: true, price: 50 }] },
      { title: { en: 'Whipped cream' }, prices: [{ enabled: true, price: 50 }] },
    ],
  })
  await add('sides', {
    name: 'Soup sides',
    title: { en: 'On the side', lt: 'Priedai prie sriubos' },
    type: 'STEPPER',
    minCount: 0,
    maxCount: 4,
    options: [
      { title: { en: 'Rye bread', lt: 'Ruginė duona' }, maxCount: 2, prices: [{ enabled: true, price: 50 }] },
      { title: { en: 'Sour cream', lt: 'Grietinė' }, maxCount: 2, prices: [{ enabled: true, price: 40 }] },
      { title: { en: 'Boiled potatoes', 'lt?': 'Virtos bulvės' }, maxCount: 1, prices: [{ enabled: true, price: 150 }] },
    ],
  })
  await add('doneness', {
    name: 'Steak doneness',
    title: { en: 'How would you like it?', lt: 'Kokio iškepimo?' },
    type: 'RADIO',
    options: [
      { title: { en: 'Rare', lt: 'Mažai iškeptas' }, prices: [{ enabled: true, price: 0 }] },
      { title: { en: 'Medium', lt: 'Vidutiniškai iškeptas' }, prices: [{ enabled: true, price: 0 }], defaultCount: 1 },
      { title: { en: 'Well done', lt: 'Gerai iškeptas' }, prices: [{ enabled: true, price: 0 }] },
    ],
  })
  return ids
}

async function addItems(db: Database, org: MenuOrganization, categoryId: string, modifiers: Map<string, string>, seeds: ItemSeed[]) {
  const ids: string[] = []
  for (const seed of seeds) {
    const item = await createItem(
      db,
      org,
      menuItemInputSchema.parse({
        categoryId,
        title: text(seed.title),
        description: seed.description ? text(seed.description) : {},
        price: seed.price ?? null,
        waiterPrice: seed.waiterPrice ?? false,
        tags: seed.tags ?? [],
        size: seed.size ? { ...seed.size, multiplier: null } : null,
        gallery: seed.picture ? [await picture(db, org.id, seed.picture)] : [],
        modifiers: (seed.modifiers ?? []).map((key) => ({ id: modifiers.get(key)! })),
      }),
    )
    ids.push(item.id)
  }
  return ids
}

async function menuWith(db: Database, org: MenuOrganization, input: unknown) {
  return createMenu(db, org, menuInputSchema.parse(input))
}
async function categoryIn(db: Database, org: MenuOrganization, menuId: string, input: unknown) {
  return createCategory(db, org, menuId, categoryInputSchema.parse(input))
}

export async function seedDemoMenus(db: Database, ids: { group: string; bistro: string; bar: string; cafe: string }, publisherId: string, now: Date) {
  const bistro = orgFor(ids.bistro, false)
  const modifiers = await bistroModifiers(db, bistro)

  const breakfast = await menuWith(db, bistro, {
    title: { en: 'Breakfast', lt: 'Pusryčiai' },
    description: { en: 'Served until half past eleven', lt: 'Patiekiami iki pusės dvylikos' },
    activeHours: week('08:00', '11:30', ['09:00', '12:30']),
  })
  const eggs = await categoryIn(db, bistro, breakfast.id, { title: { en: 'Eggs', lt: 'Kiaušiniai' } })
  const pancakes = await categoryIn(db, bistro, breakfast.id, { title: { en: 'Pancakes', lt: 'Blynai' } })
  await addItems(db, bistro, eggs.id, modifiers, [
    { title: ['Scrambled eggs', 'Kiaušinienė'], description: ['Three eggs, chives, toast', 'Trys kiaušiniai, laiškiniai česnakai, skrebutis'], price: 650, tags: ['vegetarian'], picture: 'plate #f2d14b' },
    { title: ['Eggs Benedict', 'Kiaušiniai Benedikto', 'suggested'], description: ['Poached eggs, ham, hollandaise'], price: 890, picture: 'plate #f5e6a8' },
  ])
  const [berryPancakes] = await addItems(db, bistro, pancakes.id, modifiers, [
    { title: ['Pancakes with berries', 'Blynai su uogomis'], description: ['Forest berries and sour cream', 'Miško uogos ir grietinė'], price: 720, tags: ['vegetarian', 'popular'], picture: 'pancakes #7b3f8c' },
    { title: ['Potato pancakes', 'Bulviniai blynai'], description: ['With sour cream', 'Su grietine'], price: 780, tags: ['gluten-free'], picture: 'pancakes #e9dfc7' },
  ])

  const lunch = await menuWith(db, bistro, { title: { en: 'Lunch & dinner', lt: 'Pietūs ir vakarienė' } })
  const soups = await categoryIn(db, bistro, lunch.id, { title: { en: 'Soups', lt: 'Sriubos' } })
  const mains = await categoryIn(db, bistro, lunch.id, { title: { en: 'Mains', lt: 'Pagrindiniai patiekalai' } })
  const desserts = await categoryIn(db, bistro, lunch.id, { title: { en: 'Desserts', lt: 'Desertai' } })
  const [coldBorscht] = await addItems(db, bistro, soups.id, modifiers, [
    { title: ['Cold beet soup', 'Šaltibarščiai'], description: ['With boiled potatoes', 'Su virtomis bulvėmis'], price: 590, tags: ['vegetarian', 'popular'], size: { value: '350', unit: 'ml' }, picture: 'bowl #e75a9b', modifiers: ['sides'] },
    { title: ['Mushroom soup', 'Grybų sriuba', 'suggested'], price: 620, tags: ['vegan'], size: { value: '300', unit: 'ml' }, picture: 'bowl #9a7b4f', modifiers: ['sides'] },
  ])
  await addItems(db, bistro, mains.id, modifiers, [
    { title: ['Beef steak', 'Jautienos kepsnys'], description: ['Grilled, with roasted vegetables', 'Keptas ant grotelių, su keptomis daržovėmis'], price: 2250, size: { value: '250', unit: 'g' }, picture: 'plate #8c3b2b', modifiers: ['doneness'] },
    { title: ['Cepelinai', 'Cepelinai'], description: ['Potato dumplings with meat', 'Bulviniai cepelinai su mėsa'], price: 980, tags: ['popular'], picture: 'plate #efe4c8' },
    { title: ['Catch of the day'], description: ['Ask your waiter'], waiterPrice: true, picture: 'plate #9cc3d5' },
  ])
  const [honeyCake] = await addItems(db, bistro, desserts.id, modifiers, [{ title: ['Honey cake', 'Medaus tortas'], price: 550, tags: ['contains-nuts'], picture: 'cake #c9892f' }])
  // Pancakes are also a dessert: one item shown by two categories.
  await linkItems(db, bistro, lunch.id, desserts.id, [berryPancakes!])

  const drinks = await menuWith(db, bistro, { title: { en: 'Drinks', lt: 'Gėrimai' } })
  const coffee = await categoryIn(db, bistro, drinks.id, { title: { en: 'Coffee & tea', lt: 'Kava ir arbata' } })
  const cold = await categoryIn(db, bistro, drinks.id, { title: { en: 'Cold drinks', lt: 'Gaivieji gėrimai' } })
  const bar = await categoryIn(db, bistro, drinks.id, {
    title: { en: 'Beer & wine', lt: 'Alus ir vynas' },
    activeHours: { inactiveBehaviour: 'HIDE', default: { open: '12:00', close: '23:00' } },
    waiterOrderOnly: true,
  })
  await addItems(db, bistro, coffee.id, modifiers, [
    { title: ['Cappuccino', 'Kapučinas'], picture: 'cup #b07a4a', modifiers: ['cupSize', 'milk', 'extras'] },
    { title: ['Flat white'], picture: 'cup #9c6b3e', modifiers: ['cupSize', 'milk', 'extras'] },
    { title: ['Espresso', 'Espresas'], price: 220, size: { value: '30', unit: 'ml' }, picture: 'cup #4a2c1a', modifiers: ['extras'] },
    { title: ['Herbal tea', 'Žolelių arbata'], price: 300, tags: ['vegan', 'sugar-free'], picture: 'cup #9bbf5a' },
  ])
  await addItems(db, bistro, cold.id, modifiers, [
    { title: ['Homemade lemonade', 'Naminis limonadas'], price: 390, size: { value: '400', unit: 'ml' }, tags: ['vegan'], picture: 'glass #f4d35e' },
    { title: ['Kvass', 'Gira'], price: 290, size: { value: '500', unit: 'ml' }, tags: ['alcohol-free'], picture: 'glass #8a4b1f' },
  ])
  await addItems(db, bistro, bar.id, modifiers, [
    { title: ['Draught beer', 'Tamsus alus', 'suggested'], price: 450, size: { value: '500', unit: 'ml' }, picture: 'glass #c98b2b' },
    { title: ['House wine', 'Namų vynas'], price: 550, size: { value: '150', unit: 'ml' }, picture: 'glass #7a1f3d' },
  ])

  const brunch = await menuWith(db, bistro, {
    title: { en: 'Weekend brunch', lt: 'Savaitgalio pusryčiai-pietūs' },
    active: false,
    activeHours: { inactiveBehaviour: 'HIDE', default: { open: '10:00', close: '15:00' }, days: [{ day: 6 }, { day: 7 }] },
  })
  await categoryIn(db, bistro, brunch.id, { title: { en: 'Brunch plates' } })

  await publish(db, bistro, publisherId)
  // Sold out until someone puts it back: a guest meets 'Currently sold out' (issue 28).
  await addToStopList(db, bistro, { menuItemId: honeyCake!, activeUntil: null }, now)
  // Unpublished changes on top of the published version: a new price and a new item.
  const soupView = await getItem(db, bistro, coldBorscht!)
  await updateItem(db, bistro, coldBorscht!, menuItemInputSchema.parse({ ...soupView, categoryId: soups.id, price: 620, revision: soupView.revision }))
  await addItems(db, bistro, desserts.id, modifiers, [{ title: ['Curd cheese donuts', 'Varškės spurgos', 'suggested'], price: 480, tags: ['new'], picture: 'cake #e8b04d' }])

  await seedBar(db, orgFor(ids.bar, false), publisherId)
  await seedCafe(db, { ...orgFor(ids.cafe, false), posIntegrationEnabled: true, posCatalogue: () => new DemoPosProvider().menu(ids.cafe) }, publisherId)
  await seedLibrary(db, ids.group)
}

async function seedBar(db: Database, bar: MenuOrganization, publisherId: string) {
  const modifiers = new Map<string, string>()
  const menu = await menuWith(db, bar, { title: { en: 'Bar menu', lt: 'Baro meniu' }, activeHours: week('16:00', '02:00') })
  const beer = await categoryIn(db, bar, menu.id, { title: { en: 'Beer', lt: 'Alus' } })
  const snacks = await categoryIn(db, bar, menu.id, { title: { en: 'Snacks', lt: 'Užkandžiai' } })
  await addItems(db, bar, beer.id, modifiers, [
    { title: ['Pilsner', 'Šviesusis'], price: 400, size: { value: '500', unit: 'ml' }, picture: 'glass #e6b43c' },
    { title: ['Stout', 'Tamsusis'], price: 480, size: { value: '500', unit: 'ml' }, picture: 'glass #2b1a12' },
  ])
  await addItems(db, bar, snacks.id, modifiers, [
    { title: ['Garlic bread', 'Kepta duona su česnaku'], price: 450, tags: ['vegetarian', 'popular'], picture: 'plate #c8873a' },
    { title: ['Smoked pig ears', 'Rūkytos kiaulių ausys', 'suggested'], price: 520, picture: 'plate #9b5a3c' },
  ])
  await publish(db, bar, publisherId)
}

/** A café whose items map to the demo POS catalogue: no prices of its own (the POS has them). */
async function seedCafe(db: Database, cafe: MenuOrganization, publisherId: string) {
  const menu = await menuWith(db, cafe, { title: { en: 'Café', lt: 'Kavinė' }, activeHours: week('07:00', '19:00') })
  const coffee = await categoryIn(db, cafe, menu.id, { title: { en: 'Coffee', lt: 'Kava' } })
  const food = await categoryIn(db, cafe, menu.id, { title: { en: 'Food', lt: 'Maistas' } })
  const mapped: [string, Text, DemoPicture, string[]][] = [
    [coffee.id, ['Espresso', 'Espresas'], 'cup #4a2c1a', ['pos-item-101', 'pos-size-101-1']],
    [coffee.id, ['Cappuccino', 'Kapučinas'], 'cup #b07a4a', ['pos-item-103', 'pos-size-103-2']],
    [coffee.id, ['Green tea', 'Žalioji arbata', 'suggested'], 'cup #9bbf5a', ['pos-item-107', 'pos-size-107-1']],
    [food.id, ['Caesar salad', 'Cezario salotos'], 'plate #8fbf5a', ['pos-item-117', 'pos-size-117-1']],
    [food.id, ['Cheesecake', 'Sūrio pyragas'], 'cake #f0d9a0', ['pos-item-124', 'pos-size-124-1']],
  ]
  for (const [categoryId, title, drawing, posMapping] of mapped) {
    await createItem(db, cafe, menuItemInputSchema.parse({ categoryId, title: text(title), gallery: [await picture(db, cafe.id, drawing)], posMapping }))
  }
  await publish(db, cafe, publisherId)
}

/** The group's library (allowCustomization): items venues can load into their menus. */
async function seedLibrary(db: Database, organizationId: string) {
  const entries: [Localized, Localized, { value: string; unit: string } | null, string[]][] = [
    [{ en: 'Caesar salad', lt: 'Cezario salotos' }, { en: 'Romaine, parmesan, croutons', lt: 'Salotos, parmezanas, skrebučiai' }, { value: '250', unit: 'g' }, []],
    [{ en: 'Chicken soup', lt: 'Vištienos sultinys' }, { en: 'With noodles', lt: 'Su makaronais' }, { value: '300', unit: 'ml' }, []],
    [{ en: 'Cheesecake', lt: 'Sūrio pyragas' }, { en: 'Baked, with berry sauce' }, null, ['vegetarian']],
    [{ en: 'Green tea', lt: 'Žalioji arbata' }, {}, { value: '300', unit: 'ml' }, ['vegan']],
    [{ en: 'Beef burger', lt: 'Jautienos mėsainis' }, { en: 'Brioche bun, cheddar, pickles' }, null, []],
  ]
  await db
    .insert(menuLibraryItems)
    .values(entries.map(([title, description, size, tags]) => ({ organizationId, title, description, size: size ? { ...size, multiplier: null } : null, tags })))
}
