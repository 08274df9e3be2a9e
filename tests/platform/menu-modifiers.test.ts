/**
 * Modifiers (SPEC.md 4 and 5): type-change rules, RADIO defaults, the guest title filled from
 * the name, option validation, price modifiers and what depends on them, the item's price
 * under a price modifier, and the searchable paged list.
 */
import { describe, expect, it } from 'vitest'
import { DEMO, expectError, forEachDatabase, useHarness } from './harness.js'
import { menuClient, ok } from './menu-client.js'

const priced = (title: string, price: number) => ({ title: { en: title }, prices: [{ enabled: true, price }] })

forEachDatabase((kind) => {
  describe(`menu modifiers on ${kind}`, () => {
    const api = useHarness(kind)

    it('applies the type-change and RADIO default rules on save', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const checkbox = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Extras',
          type: 'CHECKBOX',
          minOptions: 1,
          maxOptions: 3,
          options: [
            { ...priced('Cheese', 100), defaultCount: 0 },
            { ...priced('Bacon', 150), defaultCount: 1 },
            { ...priced('Egg', 80), defaultCount: 1 },
          ],
        }),
      ).body
      // The guest title is the name in the first menu language when none is given.
      expect(checkbox.title).toEqual({ en: 'Extras' })
      const body = { ...checkbox, revision: checkbox.revision }
      const stepper = ok(await menu.put(`/business/menu-modifiers/${checkbox.id}`, { ...body, type: 'STEPPER' })).body
      expect([stepper.minCount, stepper.maxCount, stepper.minOptions, stepper.maxOptions]).toEqual([1, 3, null, null])
      const back = ok(await menu.put(`/business/menu-modifiers/${checkbox.id}`, { ...stepper, type: 'CHECKBOX' })).body
      expect([back.minOptions, back.maxOptions, back.minCount, back.maxCount]).toEqual([1, 3, null, null])
      const radio = ok(await menu.put(`/business/menu-modifiers/${checkbox.id}`, { ...back, type: 'RADIO' })).body
      expect(radio.options.map((o: { defaultCount: number }) => o.defaultCount)).toEqual([0, 1, 0])
      // Option ids survive saves (the stop list and prices refer to them).
      expect(radio.options.map((o: { id: string }) => o.id)).toEqual(checkbox.options.map((o: { id: string }) => o.id))
      // A lone remaining option becomes the default.
      const lone = ok(await menu.put(`/business/menu-modifiers/${checkbox.id}`, { ...radio, options: [{ ...radio.options[2], defaultCount: 0 }] })).body
      expect(lone.options.map((o: { defaultCount: number }) => o.defaultCount)).toEqual([1])
    })

    it('refuses bad modifiers with the spec messages', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const disabled = expectError(
        await menu.post('/business/menu-modifiers', {
          name: 'Sauce',
          type: 'RADIO',
          options: [{ title: { en: 'Ketchup' }, prices: [{ enabled: false, price: 0 }] }, { title: { en: 'Mayo' } }],
        }),
        400,
        'VALIDATION',
      )
      expect(disabled.fields.options).toEqual(['menu.errors.enableAtLeastOneOption'])
      const untitled = expectError(
        await menu.post('/business/menu-modifiers', { name: 'Size', type: 'CHECKBOX', options: [{ title: {} }] }),
        400,
        'VALIDATION',
      )
      expect(untitled.fields['options.0.title']).toEqual(['menu.errors.optionTitleRequired'])
      // A size stands in for an option title, and writes it out as the computed title.
      const sized = ok(
        await menu.post('/business/menu-modifiers', { name: 'Size', type: 'CHECKBOX', options: [{ title: {}, size: { value: '0.5', unit: 'l' } }] }),
      ).body
      expect(sized.options[0].computedTitle.en).toMatch(/0[.,]5\s*l/)
      const noName = expectError(await menu.post('/business/menu-modifiers', { name: '  ', type: 'CHECKBOX' }), 400, 'VALIDATION')
      expect(noName.fields.name).toEqual(['menu.errors.required'])
      const minMax = expectError(
        await menu.post('/business/menu-modifiers', { name: 'Pick', type: 'CHECKBOX', minOptions: 3, maxOptions: 1 }),
        400,
        'VALIDATION',
      )
      expect(minMax.fields.minOptions).toEqual(['menu.errors.minAboveMax'])
      expectError(await menu.post('/business/menu-modifiers', { name: 'Pick', type: 'SLIDER' }), 400, 'VALIDATION')
    })

    it('prices an item by its price modifier, guards the modifiers that depend on it', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const size = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Pizza size',
          type: 'PRICE',
          options: [priced('Small', 800), priced('Medium', 1000), priced('Large', 1200), priced('Family', 1800)],
        }),
      ).body
      const [small, , large] = size.options.map((o: { id: string }) => o.id)
      const toppings = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Toppings',
          type: 'CHECKBOX',
          priceModifierId: size.id,
          options: [{ title: { en: 'Olives' }, prices: [{ enabled: true, price: 100, requiredOptions: [small] }, { enabled: true, price: 200, requiredOptions: [large] }] }],
        }),
      ).body
      const badRequired = expectError(
        await menu.post('/business/menu-modifiers', {
          name: 'Broken',
          type: 'CHECKBOX',
          priceModifierId: size.id,
          options: [{ title: { en: 'X' }, prices: [{ enabled: true, price: 1, requiredOptions: [toppings.options[0].id] }] }],
        }),
        400,
        'VALIDATION',
      )
      expect(badRequired.fields['options.0.prices']).toEqual(['menu.errors.invalidPriceModifier'])

      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Pizza' } })).body.id
      const cat = ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Pizza' } })).body.id
      // No own price needed under a price modifier; the item may set its own option prices.
      const pizza = ok(
        await menu.post('/business/menu-items', {
          categoryId: cat,
          title: { en: 'Margherita' },
          modifiers: [{ id: size.id, options: { [small]: { prices: [{ enabled: true, price: 750 }] } } }, { id: toppings.id }],
        }),
      ).body
      expect(pizza.priceState).toBe('SET')
      expect(pizza.prices.map((p: { price: number }) => p.price)).toEqual([750, 1000, 1200, 1800])

      // Taking the price modifier off while Toppings depends on it: the spec's message.
      const removed = expectError(
        await menu.put(`/business/menu-items/${pizza.id}`, { categoryId: cat, title: { en: 'Margherita' }, price: 900, modifiers: [{ id: toppings.id }] }),
        400,
        'VALIDATION',
      )
      expect(removed.fields.modifiers).toEqual(['menu.errors.removeDependantModifiersFirst'])
      expect(ok(await menu.get(`/business/menu-items/${pizza.id}`)).body.modifiers).toHaveLength(2)
      // Nor can the price modifier itself be deleted while a modifier depends on it.
      const inUse = expectError(await menu.delete(`/business/menu-modifiers/${size.id}`), 409, 'PRICE_MODIFIER_IN_USE')
      expect(inUse.modifiers.map((m: { name: string }) => m.name)).toEqual(['Toppings'])
      // Deleting Toppings takes it off the item; then the price modifier can go too.
      ok(await menu.delete(`/business/menu-modifiers/${toppings.id}`))
      expect(ok(await menu.get(`/business/menu-items/${pizza.id}`)).body.modifiers.map((m: { id: string }) => m.id)).toEqual([size.id])
      ok(await menu.delete(`/business/menu-modifiers/${size.id}`))
      const bare = ok(await menu.get(`/business/menu-items/${pizza.id}`)).body
      expect([bare.modifiers, bare.priceState]).toEqual([[], 'NOT_SET'])
    })

    it('lists modifiers by name, searched and paged', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      for (const name of ['Almond drink', 'Syrup', 'Almond foam', '100%_odd']) {
        ok(await menu.post('/business/menu-modifiers', { name, type: 'CHECKBOX', options: [priced('x', 1)] }))
      }
      const milk = ok(await menu.get('/business/menu-modifiers', 'q=ALMOND'))
      expect(milk.body.map((m: { name: string }) => m.name)).toEqual(['Almond drink', 'Almond foam'])
      expect(milk.headers.get('X-Total-Count')).toBe('2')
      expect(ok(await menu.get('/business/menu-modifiers', 'q=%25_')).body.map((m: { name: string }) => m.name)).toEqual(['100%_odd'])
      const paged = ok(await menu.get('/business/menu-modifiers', 'limit=1&offset=1'))
      expect(paged.body).toHaveLength(1)
      expectError(await menu.get('/business/menu-modifiers', 'limit=0'), 400, 'VALIDATION')
    })
  })
})
