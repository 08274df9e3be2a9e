/**
 * The menu's fixed reference data (SPEC.md section 3 "Menu tag", "Unit"): the tags an item can
 * carry and the units of a size, named in en, es, lt, pl and ru, and a size written out in a
 * menu language ('2 × 0,5 l'), which option titles fall back to.
 */
import type { Localized, Size } from '../../../contract/menu.js'

type Names = { en: string; es: string; lt: string; pl: string; ru: string }

/** Tag name → its title. Items store names; the icon of each is drawn in http/menu-tag-icons.ts. */
export const MENU_TAGS: { name: string; title: Names }[] = [
  { name: 'vegan', title: { en: 'Vegan', es: 'Vegano', lt: 'Veganiškas', pl: 'Wegańskie', ru: 'Веганское' } },
  { name: 'vegetarian', title: { en: 'Vegetarian', es: 'Vegetariano', lt: 'Vegetariškas', pl: 'Wegetariańskie', ru: 'Вегетарианское' } },
  { name: 'spicy', title: { en: 'Spicy', es: 'Picante', lt: 'Aštrus', pl: 'Ostre', ru: 'Острое' } },
  { name: 'gluten-free', title: { en: 'Gluten-free', es: 'Sin gluten', lt: 'Be glitimo', pl: 'Bez glutenu', ru: 'Без глютена' } },
  { name: 'lactose-free', title: { en: 'Lactose-free', es: 'Sin lactosa', lt: 'Be laktozės', pl: 'Bez laktozy', ru: 'Без лактозы' } },
  { name: 'sugar-free', title: { en: 'Sugar-free', es: 'Sin azúcar', lt: 'Be cukraus', pl: 'Bez cukru', ru: 'Без сахара' } },
  { name: 'alcohol-free', title: { en: 'Alcohol-free', es: 'Sin alcohol', lt: 'Be alkoholio', pl: 'Bezalkoholowe', ru: 'Безалкогольное' } },
  {
    name: 'contains-nuts',
    title: { en: 'Contains nuts', es: 'Contiene frutos secos', lt: 'Yra riešutų', pl: 'Zawiera orzechy', ru: 'Содержит орехи' },
  },
  { name: 'organic', title: { en: 'Organic', es: 'Ecológico', lt: 'Ekologiškas', pl: 'Ekologiczne', ru: 'Органическое' } },
  { name: 'new', title: { en: 'New', es: 'Nuevo', lt: 'Naujiena', pl: 'Nowość', ru: 'Новинка' } },
  { name: 'popular', title: { en: 'Popular', es: 'Popular', lt: 'Populiarus', pl: 'Popularne', ru: 'Популярное' } },
  {
    name: 'recommended',
    title: {
      en: "Chef's choice",
      es: 'Recomendado por el chef',
      lt: 'Šefo rekomendacija',
      pl: 'Polecane przez szefa kuchni',
      ru: 'Выбор шефа',
    },
  },
]

/** Unit code → its name for a choice list and the symbol a written-out size ends with. */
export const MENU_UNITS: { unit: string; title: Names; symbol: Names }[] = [
  {
    unit: 'g',
    title: { en: 'grams', es: 'gramos', lt: 'gramai', pl: 'gramy', ru: 'граммы' },
    symbol: { en: 'g', es: 'g', lt: 'g', pl: 'g', ru: 'г' },
  },
  {
    unit: 'kg',
    title: { en: 'kilograms', es: 'kilogramos', lt: 'kilogramai', pl: 'kilogramy', ru: 'килограммы' },
    symbol: { en: 'kg', es: 'kg', lt: 'kg', pl: 'kg', ru: 'кг' },
  },
  {
    unit: 'ml',
    title: { en: 'millilitres', es: 'mililitros', lt: 'mililitrai', pl: 'mililitry', ru: 'миллилитры' },
    symbol: { en: 'ml', es: 'ml', lt: 'ml', pl: 'ml', ru: 'мл' },
  },
  {
    unit: 'cl',
    title: { en: 'centilitres', es: 'centilitros', lt: 'centilitrai', pl: 'centylitry', ru: 'сантилитры' },
    symbol: { en: 'cl', es: 'cl', lt: 'cl', pl: 'cl', ru: 'сл' },
  },
  {
    unit: 'dl',
    title: { en: 'decilitres', es: 'decilitros', lt: 'decilitrai', pl: 'decylitry', ru: 'децилитры' },
    symbol: { en: 'dl', es: 'dl', lt: 'dl', pl: 'dl', ru: 'дл' },
  },
  {
    unit: 'l',
    title: { en: 'litres', es: 'litros', lt: 'litrai', pl: 'litry', ru: 'литры' },
    symbol: { en: 'l', es: 'l', lt: 'l', pl: 'l', ru: 'л' },
  },
  {
    unit: 'cm',
    title: { en: 'centimetres', es: 'centímetros', lt: 'centimetrai', pl: 'centymetry', ru: 'сантиметры' },
    symbol: { en: 'cm', es: 'cm', lt: 'cm', pl: 'cm', ru: 'см' },
  },
  {
    unit: 'pcs',
    title: { en: 'pieces', es: 'unidades', lt: 'vienetai', pl: 'sztuki', ru: 'штуки' },
    symbol: { en: 'pcs', es: 'uds.', lt: 'vnt.', pl: 'szt.', ru: 'шт.' },
  },
]

const UNITS = new Map(MENU_UNITS.map((u) => [u.unit, u]))

/** A name in `language`, English for a language the table does not have (SPEC.md 9: fallback EN). */
const named = (names: Names, language: string) => names[language as keyof Names] ?? names.en

function decimalSeparator(language: string): string {
  try {
    return new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  } catch {
    return '.'
  }
}

/** One size in one language: '0,5 l', '2 × 0,5 l', '3 vnt.'; empty when the size gives nothing. */
function sizeIn(size: Pick<Size, 'value' | 'unit' | 'multiplier'>, language: string): string {
  const known = size.unit ? UNITS.get(size.unit) : undefined
  const unit = known ? named(known.symbol, language) : size.unit?.trim() ?? ''
  const value = size.value?.trim() ? size.value.trim().replace(/[.,]/, decimalSeparator(language)) : ''
  const multiplier = size.multiplier ?? null
  if (value) {
    const amount = unit ? `${value} ${unit}` : value
    return multiplier !== null && multiplier > 1 ? `${multiplier} × ${amount}` : amount
  }
  if (multiplier === null) return ''
  return unit ? `${multiplier} ${unit}` : `× ${multiplier}`
}

/**
 * A size written out in each of `languages` ({en: '2 × 0.5 l', lt: '2 × 0,5 l'}); an empty
 * object when the size has neither a value nor a multiplier. A unit the table does not know
 * is written as given.
 */
export function sizeTitle(size: Pick<Size, 'value' | 'unit' | 'multiplier'> | null | undefined, languages: string[]): Localized {
  const result: Localized = {}
  if (!size) return result
  for (const language of languages) {
    const text = sizeIn(size, language)
    if (text) result[language] = text
  }
  return result
}

export const menuTagNames = () => MENU_TAGS.map((t) => t.name)
