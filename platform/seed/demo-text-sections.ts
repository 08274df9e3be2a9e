/**
 * The demo venues' payment page text sections, in English and Lithuanian (the demo menu
 * languages), written through the organization settings rule like any client's save: parsed
 * with the contract's schema (so the demo obeys the 180-character limit) and at revision 0.
 * Old Town Bistro has a header with a detail and a footer; Station Café a header and a footer;
 * Riverside Bar a footer only; the Demo Group none.
 */
import { PERMISSIONS, organizationUpdateSchema, type TextSectionInput } from '../../contract/organizations.js'
import type { Database } from '../db/client.js'
import { updateOrganizationSettings } from '../domain/organization-settings.js'

const BISTRO = {
  header: [
    {
      title: { en: 'Service charge not included', lt: 'Aptarnavimo mokestis neįskaičiuotas' },
      text: {
        en: 'Tips are not part of the bill. Whatever you leave goes to the whole team.',
        lt: 'Arbatpinigiai į sąskaitą neįeina. Visa, ką paliekate, atitenka visai komandai.',
      },
      detailAction: { en: 'How tips are shared', lt: 'Kaip dalijami arbatpinigiai' },
      detail: {
        content: {
          en: 'Tips are shared every week between the kitchen and the floor, by hours worked.',
          lt: 'Arbatpinigiai kas savaitę dalijami virtuvei ir salei pagal dirbtas valandas.',
        },
        css: '',
      },
    },
  ],
  footer: [
    {
      title: { en: 'Allergens', lt: 'Alergenai' },
      text: {
        en: 'Ask our staff about allergens in any dish before you order.',
        lt: 'Prieš užsisakydami paklauskite darbuotojų apie alergenus patiekaluose.',
      },
    },
  ],
} satisfies Record<'header' | 'footer', TextSectionInput[]>

const CAFE = {
  header: [
    {
      title: { en: 'Order at the counter', lt: 'Užsakymai prie baro' },
      text: { en: 'Pay here for your order or leave a tip for the barista.', lt: 'Čia sumokėkite už užsakymą arba palikite arbatpinigių baristai.' },
    },
  ],
  footer: [
    {
      text: { en: 'Free Wi-Fi: StationCafe, password on your receipt.', lt: 'Nemokamas Wi-Fi: StationCafe, slaptažodis kvite.' },
    },
  ],
} satisfies Record<'header' | 'footer', TextSectionInput[]>

const BAR = {
  header: [],
  footer: [
    {
      title: { en: 'Thank you', lt: 'Ačiū' },
      text: { en: 'See you again by the river.', lt: 'Iki pasimatymo prie upės.' },
    },
  ],
} satisfies Record<'header' | 'footer', TextSectionInput[]>

export async function seedDemoTextSections(db: Database, venues: { bistro: string; bar: string; cafe: string }, now: Date) {
  for (const [id, sections] of [
    [venues.bistro, BISTRO],
    [venues.cafe, CAFE],
    [venues.bar, BAR],
  ] as const) {
    const body = organizationUpdateSchema.parse({ headerTextSections: sections.header, footerTextSections: sections.footer, textSectionsRevision: 0 })
    await updateOrganizationSettings(db, id, [...PERMISSIONS], body, now)
  }
}
