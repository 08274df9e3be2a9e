/**
 * The embedded translation provider: a demo glossary of common menu words and phrases in
 * English, Spanish, Lithuanian, Polish and Russian. It replaces what it knows, longest phrase
 * first, and leaves every other word as it is. It is no translation service and says so, so
 * the editor can tell the user (DESIGN.md section 4 "Providers": never pretend).
 */
import type { TranslationProvider } from './index.js'

export const GLOSSARY_LANGUAGES = ['en', 'es', 'lt', 'pl', 'ru'] as const
type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number]

/**
 * One concept per row, in the order of GLOSSARY_LANGUAGES. A cell may list other forms after
 * '|' (cases, spellings): any of them is recognised, the first is written.
 */
const ROWS: [string, string, string, string, string][] = [
  // phrases first only for readability: matching always tries the longest span first
  ['beef soup', 'sopa de ternera', 'jautienos sriuba', 'zupa wołowa', 'говяжий суп'],
  ['chicken soup', 'sopa de pollo', 'vištienos sriuba', 'zupa z kurczaka|rosół', 'куриный суп'],
  ['tomato soup', 'sopa de tomate', 'pomidorų sriuba', 'zupa pomidorowa|pomidorowa', 'томатный суп'],
  ['mushroom soup', 'sopa de champiñones', 'grybų sriuba', 'zupa grzybowa|grzybowa', 'грибной суп'],
  ['soup of the day', 'sopa del día', 'dienos sriuba', 'zupa dnia', 'суп дня'],
  ['cold beetroot soup', 'sopa fría de remolacha', 'šaltibarščiai', 'chłodnik', 'холодный борщ'],
  ['green salad', 'ensalada verde', 'žalios salotos', 'zielona sałata', 'зелёный салат|зеленый салат'],
  ['ice cream', 'helado', 'ledai', 'lody', 'мороженое'],
  ['french fries|fries', 'patatas fritas', 'bulvytės fri|bulvytės', 'frytki', 'картофель фри'],
  ['orange juice', 'zumo de naranja', 'apelsinų sultys', 'sok pomarańczowy', 'апельсиновый сок'],
  ['apple juice', 'zumo de manzana', 'obuolių sultys', 'sok jabłkowy', 'яблочный сок'],
  ['red wine', 'vino tinto', 'raudonasis vynas|raudonas vynas', 'wino czerwone|czerwone wino', 'красное вино'],
  ['white wine', 'vino blanco', 'baltasis vynas|baltas vynas', 'wino białe|białe wino', 'белое вино'],
  ['house wine', 'vino de la casa', 'namų vynas', 'wino domowe', 'домашнее вино'],
  ['draught beer|draft beer', 'cerveza de barril', 'statinės alus|pilstomas alus', 'piwo z beczki|piwo lane', 'разливное пиво'],
  ['black coffee', 'café solo', 'juoda kava', 'czarna kawa', 'чёрный кофе|черный кофе'],
  ['green tea', 'té verde', 'žalioji arbata', 'zielona herbata', 'зелёный чай|зеленый чай'],
  ['black tea', 'té negro', 'juodoji arbata', 'czarna herbata', 'чёрный чай|черный чай'],
  ['sparkling water', 'agua con gas', 'gazuotas vanduo', 'woda gazowana', 'газированная вода'],
  ['still water', 'agua sin gas', 'negazuotas vanduo', 'woda niegazowana', 'негазированная вода'],
  ['chocolate cake', 'tarta de chocolate', 'šokoladinis pyragas', 'ciasto czekoladowe', 'шоколадный торт'],
  ['main course', 'plato principal', 'pagrindinis patiekalas', 'danie główne', 'основное блюдо'],
  ['with milk', 'con leche', 'su pienu', 'z mlekiem', 'с молоком'],
  ['with sugar', 'con azúcar', 'su cukrumi', 'z cukrem', 'с сахаром'],
  ['with lemon', 'con limón', 'su citrina', 'z cytryną', 'с лимоном'],
  ['with ice', 'con hielo', 'su ledu', 'z lodem', 'со льдом'],
  ['soup', 'sopa', 'sriuba', 'zupa', 'суп'],
  ['salad', 'ensalada', 'salotos', 'sałatka|sałata', 'салат'],
  ['beef', 'ternera', 'jautiena|jautienos', 'wołowina', 'говядина'],
  ['chicken', 'pollo', 'vištiena|vištienos', 'kurczak', 'курица'],
  ['pork', 'cerdo', 'kiauliena|kiaulienos', 'wieprzowina', 'свинина'],
  ['lamb', 'cordero', 'ėriena|ėrienos', 'jagnięcina', 'баранина'],
  ['duck', 'pato', 'antiena|antienos', 'kaczka', 'утка'],
  ['fish', 'pescado', 'žuvis|žuvies', 'ryba', 'рыба'],
  ['salmon', 'salmón', 'lašiša', 'łosoś', 'лосось'],
  ['shrimps|shrimp|prawns', 'gambas', 'krevetės', 'krewetki', 'креветки'],
  ['steak', 'filete', 'kepsnys', 'stek', 'стейк'],
  ['coffee', 'café', 'kava', 'kawa', 'кофе'],
  ['tea', 'té', 'arbata', 'herbata', 'чай'],
  ['beer', 'cerveza', 'alus', 'piwo', 'пиво'],
  ['wine', 'vino', 'vynas', 'wino', 'вино'],
  ['water', 'agua', 'vanduo', 'woda', 'вода'],
  ['juice', 'zumo', 'sultys', 'sok', 'сок'],
  ['milk', 'leche', 'pienas', 'mleko', 'молоко'],
  ['dessert', 'postre', 'desertas', 'deser', 'десерт'],
  ['cake', 'pastel', 'pyragas', 'ciasto', 'торт'],
  ['pancakes', 'tortitas', 'blynai', 'naleśniki', 'блины'],
  ['dumplings', 'empanadillas', 'koldūnai', 'pierogi', 'пельмени'],
  ['bread', 'pan', 'duona', 'chleb', 'хлеб'],
  ['cheese', 'queso', 'sūris', 'ser', 'сыр'],
  ['butter', 'mantequilla', 'sviestas', 'masło', 'сливочное масло'],
  ['cream', 'nata', 'grietinėlė', 'śmietana', 'сливки'],
  ['egg', 'huevo', 'kiaušinis', 'jajko', 'яйцо'],
  ['eggs', 'huevos', 'kiaušiniai', 'jajka', 'яйца'],
  ['potatoes', 'patatas', 'bulvės', 'ziemniaki', 'картофель'],
  ['rice', 'arroz', 'ryžiai', 'ryż', 'рис'],
  ['pasta', 'pasta', 'makaronai', 'makaron', 'паста'],
  ['pizza', 'pizza', 'pica', 'pizza', 'пицца'],
  ['burger', 'hamburguesa', 'mėsainis', 'burger', 'бургер'],
  ['sandwich', 'bocadillo', 'sumuštinis', 'kanapka', 'сэндвич'],
  ['tomato', 'tomate', 'pomidoras', 'pomidor', 'помидор'],
  ['mushrooms', 'champiñones', 'grybai', 'grzyby', 'грибы'],
  ['vegetables', 'verduras', 'daržovės', 'warzywa', 'овощи'],
  ['garlic', 'ajo', 'česnakas', 'czosnek', 'чеснок'],
  ['onion', 'cebolla', 'svogūnas', 'cebula', 'лук'],
  ['lemon', 'limón', 'citrina', 'cytryna', 'лимон'],
  ['orange', 'naranja', 'apelsinas', 'pomarańcza', 'апельсин'],
  ['apple', 'manzana', 'obuolys', 'jabłko', 'яблоко'],
  ['honey', 'miel', 'medus', 'miód', 'мёд|мед'],
  ['chocolate', 'chocolate', 'šokoladas', 'czekolada', 'шоколад'],
  ['sugar', 'azúcar', 'cukrus', 'cukier', 'сахар'],
  ['sauce', 'salsa', 'padažas', 'sos', 'соус'],
  ['breakfast', 'desayuno', 'pusryčiai', 'śniadanie', 'завтрак'],
  ['lunch', 'almuerzo', 'pietūs', 'obiad', 'обед'],
  ['dinner', 'cena', 'vakarienė', 'kolacja', 'ужин'],
  ['drinks', 'bebidas', 'gėrimai', 'napoje', 'напитки'],
  ['starters', 'entrantes', 'užkandžiai', 'przystawki', 'закуски'],
  ['menu', 'menú', 'meniu', 'menu', 'меню'],
  ['portion', 'ración', 'porcija', 'porcja', 'порция'],
  ['glass', 'copa', 'taurė', 'kieliszek', 'бокал'],
  ['bottle', 'botella', 'butelis', 'butelka', 'бутылка'],
  ['cup', 'taza', 'puodelis', 'filiżanka', 'чашка'],
  ['small', 'pequeño|pequeña', 'mažas|maža', 'mały|mała|małe', 'маленький|маленькая|маленькое'],
  ['medium', 'mediano|mediana', 'vidutinis|vidutinė', 'średni|średnia|średnie', 'средний|средняя|среднее'],
  ['large', 'grande', 'didelis|didelė', 'duży|duża|duże', 'большой|большая|большое'],
  ['hot', 'caliente', 'karštas|karšta', 'gorący|gorąca|gorące', 'горячий|горячая|горячее'],
  ['cold', 'frío|fría', 'šaltas|šalta', 'zimny|zimna|zimne', 'холодный|холодная|холодное'],
  ['fresh', 'fresco|fresca', 'šviežias|šviežia', 'świeży|świeża|świeże', 'свежий|свежая|свежее'],
  ['grilled', 'a la parrilla', 'ant grotelių', 'grillowany|grillowana|grillowane', 'на гриле'],
  ['fried', 'frito|frita', 'keptas|kepta', 'smażony|smażona|smażone', 'жареный|жареная|жареное'],
  ['homemade', 'casero|casera', 'naminis|naminė', 'domowy|domowa|domowe', 'домашний|домашняя|домашнее'],
  ['spicy', 'picante', 'aštrus|aštri', 'ostry|ostra|ostre', 'острый|острая|острое'],
  ['vegetarian', 'vegetariano|vegetariana', 'vegetariškas|vegetariška', 'wegetariański|wegetariańska', 'вегетарианский|вегетарианская'],
  ['vegan', 'vegano|vegana', 'veganiškas|veganiška', 'wegański|wegańska', 'веганский|веганская'],
  ['red', 'rojo|roja', 'raudonas|raudona', 'czerwony|czerwona|czerwone', 'красный|красная|красное'],
  ['white', 'blanco|blanca', 'baltas|balta', 'biały|biała|białe', 'белый|белая|белое'],
  ['green', 'verde', 'žalias|žalia', 'zielony|zielona|zielone', 'зелёный|зеленый|зелёная|зеленая'],
  ['black', 'negro|negra', 'juodas|juoda', 'czarny|czarna|czarne', 'чёрный|черный|чёрная|черная'],
  ['with', 'con', 'su', 'z|ze', 'с|со'],
  ['without', 'sin', 'be', 'bez', 'без'],
  ['and', 'y|e', 'ir', 'i|oraz', 'и'],
  ['or', 'o|u', 'arba', 'lub|albo', 'или'],
]

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu
/** The longest phrase of the glossary, in words. */
const LONGEST = Math.max(...ROWS.flatMap((row) => row.flatMap((cell) => cell.split('|').map((form) => form.split(' ').length))))

const key = (words: string[]) => words.join(' ').normalize('NFC').toLowerCase()

/** For each language: every recognised form (lower case, single spaces) → row. */
const INDEX = new Map<GlossaryLanguage, Map<string, number>>(
  GLOSSARY_LANGUAGES.map((language, column) => {
    const forms = new Map<string, number>()
    ROWS.forEach((row, index) => {
      for (const form of row[column]!.split('|')) forms.set(key(form.split(' ')), index)
    })
    return [language, forms]
  }),
)

const isGlossaryLanguage = (language: string): language is GlossaryLanguage => (GLOSSARY_LANGUAGES as readonly string[]).includes(language)

/** The written form in `to` of a row, cased like the source span ('Beef soup' → 'Jautienos sriuba'). */
function cased(source: string, target: string): string {
  const letters = source.replace(/[^\p{L}]/gu, '')
  if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return target.toUpperCase()
  const first = letters.charAt(0)
  if (first && first === first.toUpperCase() && first !== first.toLowerCase()) return target.charAt(0).toUpperCase() + target.slice(1)
  return target
}

/** One text from `from` into `to`: known phrases replaced, longest first; the rest kept as is. */
export function glossaryTranslate(text: string, from: string, to: string): string {
  if (!isGlossaryLanguage(from) || !isGlossaryLanguage(to) || from === to) return text
  const forms = INDEX.get(from)!
  const column = GLOSSARY_LANGUAGES.indexOf(to)
  const source = text.normalize('NFC')
  const words = [...source.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }))
  let out = ''
  let at = 0
  for (let i = 0; i < words.length; ) {
    let matched = 0
    let row = -1
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && matched === 0; n--) {
      const span = words.slice(i, i + n)
      // A phrase only spans words separated by plain spaces, not by punctuation.
      if (span.some((w, k) => k > 0 && !/^\s+$/.test(source.slice(span[k - 1]!.end, w.start)))) continue
      const found = forms.get(key(span.map((w) => w.text)))
      if (found !== undefined) {
        matched = n
        row = found
      }
    }
    if (matched === 0) {
      i += 1
      continue
    }
    const first = words[i]!
    const last = words[i + matched - 1]!
    const target = ROWS[row]![column]!.split('|')[0]!
    out += source.slice(at, first.start) + cased(source.slice(first.start, last.end), target)
    at = last.end
    i += matched
  }
  return out + source.slice(at)
}

export class GlossaryTranslationProvider implements TranslationProvider {
  readonly name = 'demo-glossary'
  readonly demo = true

  describe() {
    return 'Demo glossary — not a real translation service'
  }

  async translate(texts: string[], from: string, to: string): Promise<string[]> {
    // Another language pair is not something a glossary of five languages can suggest at all.
    if (!isGlossaryLanguage(from) || !isGlossaryLanguage(to)) {
      throw new Error(`The demo glossary knows ${GLOSSARY_LANGUAGES.join(', ')} only`)
    }
    return texts.map((text) => glossaryTranslate(text, from, to))
  }
}
