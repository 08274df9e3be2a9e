// Every built screen the benchmark report measures: one line per screen. A new screen adds a
// line here; `as` says who opens it ('guest' signed out, 'code' part-way through code sign-in,
// 'admin' the demo admin), `path` builds its URL from the ids of the benchmark venue
// (SEED=large, "Bench Venue"), and `redirects` marks a URL that only sends the browser on, so
// only its loader is timed.
import { adminGateway } from './lib/session.mjs'
import sharp from 'sharp'

export const screens = [
  { name: 'Sign-in (phone)', as: 'guest', path: () => '/login/msisdn' },
  { name: 'Code', as: 'code', path: () => '/login/otp' },
  { name: 'Organizations', as: 'admin', path: () => '/organizations', redirects: true },
  { name: 'Organization dashboard', as: 'admin', path: (v) => `/organizations/${v.org}` },
  { name: 'Boxes', as: 'admin', path: (v) => `/organizations/${v.org}/boxes` },
  { name: 'Box', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/${v.box}` },
  { name: 'Member', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/${v.box}/members/${v.member}` },
  { name: 'Devices', as: 'admin', path: () => '/profile/sessions' },
  { name: 'Dialog: new box', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/new` },
  { name: 'Dialog: activity', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/${v.box}/activities/${v.activity}` },
  { name: 'Dialog: add member', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/${v.box}/members/new` },
  { name: 'Dialog: edit member', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/${v.box}/members/${v.member}/edit` },
  { name: 'Dialog: tip link', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/${v.box}/tip-link` },
  { name: 'Dialog: payment page', as: 'admin', path: (v) => `/organizations/${v.org}/boxes/${v.box}/preview` },
  { name: 'Menus', as: 'admin', path: (v) => `/organizations/${v.org}/menu` },
  { name: 'Menu page (500 items)', as: 'admin', path: (v) => `/organizations/${v.org}/menu/${v.menu}` },
  { name: 'Dialog: edit menu (Menu page)', as: 'admin', path: (v) => `/organizations/${v.org}/menu/${v.menu}/edit-menu` },
  { name: 'Dialog: menu languages', as: 'admin', path: (v) => `/organizations/${v.org}/menu/languages` },
  { name: 'Modifiers', as: 'admin', path: (v) => `/organizations/${v.org}/menu-modifiers` },
  { name: 'Dialog: modifier editor', as: 'admin', path: (v) => `/organizations/${v.org}/menu-modifiers/${v.modifier}/edit` },
  { name: 'Dialog: modifier translations', as: 'admin', path: (v) => `/organizations/${v.org}/menu-modifiers/${v.modifier}/translate` },
  { name: 'Stop list', as: 'admin', path: (v) => `/organizations/${v.org}/menu-stoplist` },
  { name: 'Dialog: add to stop list', as: 'admin', path: (v) => `/organizations/${v.org}/menu-stoplist/add` },
  { name: 'Tables', as: 'admin', path: (v) => `/organizations/${v.org}/tables` },
  { name: 'Dialog: table editor', as: 'admin', path: (v) => `/organizations/${v.org}/tables/${v.table}/edit` },
  { name: 'Dialog: item editor', as: 'admin', path: (v) => `/organizations/${v.org}/menu/${v.menu}/items/${v.item}/edit?categoryId=${v.category}` },
  { name: 'Orders', as: 'admin', path: (v) => `/organizations/${v.org}/orders` },
  { name: 'Dialog: order details', as: 'admin', path: (v) => `/organizations/${v.org}/orders/${v.order}` },
  { name: 'Dialog: order management sessions', as: 'admin', path: (v) => `/organizations/${v.org}/orders/sessions` },
  { name: 'Payments', as: 'admin', path: (v) => `/organizations/${v.org}/payments` },
  { name: 'Invoices', as: 'admin', path: (v) => `/organizations/${v.org}/invoices` },
  { name: 'Payouts', as: 'admin', path: (v) => `/organizations/${v.org}/payouts` },
  { name: 'Text sections', as: 'admin', path: (v) => `/organizations/${v.org}/text-sections` },
  { name: 'Dialog: text section editor', as: 'admin', path: (v) => `/organizations/${v.org}/text-sections/header/new` },
  { name: 'Billing', as: 'admin', path: (v) => `/organizations/${v.org}/billing` },
  { name: 'Dialog: add card', as: 'admin', path: (v) => `/organizations/${v.org}/billing/card` },
  { name: 'Dialog: crop picture', as: 'admin', path: (v) => `/organizations/${v.org}/menu/${v.pictures.menu}/items/${v.pictures.item}/images/0/crop?categoryId=${v.pictures.category}` },
  { name: 'Guest menu (one of the 5,000-item menu set: 500 items)', as: 'guest', path: (v) => `/m/${v.org}` },
  { name: 'Guest menu item page', as: 'guest', path: (v) => `/m/${v.org}/items/${v.item}` },
  { name: 'Guest table page (bill)', as: 'guest', path: (v) => `/pay/table/${v.table}` },
  { name: 'Guest payment page', as: 'guest', path: (v) => `/pay/b/${v.box}` },
]

/** The full pages whose single-client time and throughput are measured on each database (issue 7, item 12). */
export const throughputScreens = ['Organization dashboard', 'Box']

/** Ids of the benchmark venue, its second box, that box's first member, one recent tip, its menu and its first table. */
export async function venueIds(base, cookie) {
  const get = async (path) => {
    const response = await fetch(`${base}/api/v1${path}`, { headers: { cookie } })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return response.json()
  }
  const venue = (await get('/business/organizations')).find((o) => o.name === 'Bench Venue')
  if (!venue) throw new Error('no "Bench Venue": the server must run with SEED=large')
  const box = venue.boxes.find((b) => b.name === 'Bench box 2')
  const [member] = await get(`/business/organizations/${venue.id}/boxes/${box.id}/members`)
  const finish = new Date()
  const start = new Date(finish.getTime() - 30 * 24 * 3600 * 1000)
  const [activity] = await get(`/business/activities?box_id=${box.id}&start_ts=${start.toISOString()}&finish_ts=${finish.toISOString()}&limit=1`)
  const { menus } = await get(`/business/menus?organizationId=${venue.id}`)
  const page = await get(`/business/menus/${menus[0].id}?organizationId=${venue.id}`)
  const category = page.categories.find((c) => c.items.length > 0)
  const { tables } = await get(`/business/tables?organizationId=${venue.id}&size=1`)
  const [modifier] = await get(`/business/menu-modifiers?organizationId=${venue.id}&limit=1`)
  // The newest order of the last 30 days, for the details dialog.
  const { orders } = await get(`/business/orders?organizationId=${venue.id}&startTs=${start.toISOString()}&size=10`)
  return {
    org: venue.id,
    venue: { id: venue.id, timeZone: venue.timeZone },
    box: box.id,
    member: member.id,
    activity: activity.id,
    menu: menus[0].id,
    category: category.id,
    item: category.items[0].id,
    table: tables[0].id,
    modifier: modifier.id,
    order: orders[0].id,
    pictures: await pictureItem(base, venue.id),
  }
}

/**
 * An item with a picture for the crop dialog (the large seed's items have none), in a menu of
 * its own so that the measured Menu page keeps its 500 items; made once per database.
 */
async function pictureItem(base, organizationId) {
  const call = await adminGateway(base, organizationId)
  const { menus } = await call('GET', '/business/menus')
  const made = menus.find((m) => m.title.en === 'Bench pictures')
  if (made) {
    const page = await call('GET', `/business/menus/${made.id}`)
    return { menu: made.id, category: page.categories[0].id, item: page.categories[0].items[0].id }
  }
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3498db' } }).png().toBuffer()
  const image = await call('POST', '/business/images?purpose=menu', png, 'image/png')
  const menu = await call('POST', '/business/menus', { title: { en: 'Bench pictures' } })
  const category = await call('POST', `/business/menus/${menu.id}/categories`, { title: { en: 'Pictures' } })
  const item = await call('POST', '/business/menu-items', {
    categoryId: category.id,
    title: { en: 'Pictured item' },
    price: 700,
    gallery: [{ url: image.url, width: image.width, height: image.height, backgroundColor: null, listCrop: null, detailCrop: null }],
  })
  return { menu: menu.id, category: category.id, item: item.id }
}
