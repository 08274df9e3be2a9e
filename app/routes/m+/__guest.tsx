/**
 * The guest menu's pieces (DESIGN.md 5a): its own phone-first frame (the venue's name, the
 * language links, the draft ribbon), item cards, prices and pictures. Plain HTML and CSS only:
 * the pages ship no JavaScript, and everything here is data the loader prepared
 * (features/guest/menu-view.server.ts).
 */
import { GuestErrorPage } from '~/features/guest/guest-frame'
import { cx } from '~/components/ui/cx'
import type { CartBarView, ImageView, ItemCard, PriceView, TextView } from '~/features/guest/menu-view.server'

/** A text in its own language when it came from another one than the page's (a fallback). */
export function Text({
  value,
  as: Tag = 'span',
  className,
}: {
  value: TextView | null
  as?: 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'h4'
  className?: string
}) {
  if (!value) return null
  return (
    <Tag className={className} lang={value.lang}>
      {value.text}
    </Tag>
  )
}

export function Picture({ image, alt, className, eager }: { image: ImageView; alt: string; className?: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      width={image.width}
      height={image.height}
      alt={alt}
      // Below the first screen pictures wait until they are scrolled to.
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      style={image.background ? { backgroundColor: image.background } : undefined}
    />
  )
}

export function Price({ price, className }: { price: PriceView; className?: string }) {
  if (!price) return null
  if (price.kind === 'text') return <p className={cx('whitespace-nowrap font-semibold text-slate-900', className)}>{price.text}</p>
  return (
    <ul className={cx('space-y-0.5 text-sm', className)}>
      {price.prices.map((p, index) => (
        <li key={index} className="flex justify-between gap-3">
          <span className="text-slate-600">{p.title}</span>
          <span className="whitespace-nowrap font-semibold text-slate-900">{p.amount}</span>
        </li>
      ))}
    </ul>
  )
}

export function Tags({ tags }: { tags: ItemCard['tags'] }) {
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag.imageUrl || tag.title}
          className="inline-flex items-center gap-1 rounded-full bg-white py-0.5 pl-0.5 pr-2 text-xs text-slate-700 ring-1 ring-slate-200"
        >
          {tag.imageUrl ? <img src={tag.imageUrl} alt="" width={16} height={16} className="h-4 w-4" /> : null}
          {tag.title}
        </li>
      ))}
    </ul>
  )
}

/**
 * An item in a category's list: the whole card links to its detail page. Closed now, it is
 * greyed out; its hours are written once above, on its menu or category, and on its own page.
 */
export function ItemCardView({ item, eager, addLabel }: { item: ItemCard; eager: boolean; addLabel: string }) {
  // Greyed rather than faded: its words stay as readable as any other card's.
  const muted = item.unavailable !== null || item.soldOut !== null
  return (
    <li id={item.anchor ?? undefined} className="relative scroll-mt-28">
      <a
        href={item.href}
        className={cx(
          'flex gap-3 rounded-xl p-3 ring-1 ring-slate-200 transition hover:ring-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500',
          muted ? 'bg-slate-100' : 'bg-white shadow-sm',
          // Room for the Add button below the card's words and picture.
          item.add && 'pb-14',
        )}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <Text value={item.title} as="h4" className={cx('font-semibold leading-snug', muted ? 'text-slate-600' : 'text-slate-900')} />
          {item.size ? <p className="text-xs text-slate-600">{item.size}</p> : null}
          <Text value={item.description} as="p" className="line-clamp-3 text-sm text-slate-600" />
          <Tags tags={item.tags} />
          <Price price={item.price} className="pt-1" />
          {item.soldOut ? <SoldOut text={item.soldOut} /> : null}
        </div>
        {item.image ? (
          <Picture
            image={item.image}
            alt=""
            eager={eager}
            className={cx('h-24 w-24 shrink-0 rounded-lg object-cover', muted && 'opacity-50 grayscale')}
          />
        ) : null}
      </a>
      {/* Beside the card's link, not in it (no link inside a link): the same page, where the options are chosen. */}
      {item.add ? (
        <a
          href={item.add}
          aria-label={`${addLabel}: ${item.title.text}`}
          className="absolute bottom-3 right-3 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {addLabel}
        </a>
      ) : null}
    </li>
  )
}

/** The guest's cart at the bottom of the screen: '2 items · 7,40 €' and the way to it. */
export function CartBar({ bar }: { bar: CartBarView }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
      <a
        href={bar.href}
        className="flex items-center justify-between gap-3 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="min-w-0">{bar.summary}</span>
        <span className="whitespace-nowrap">{bar.label} →</span>
      </a>
    </div>
  )
}

/** The way back to the menu at the top of a guest page. */
export function BackLink({ href, text }: { href: string; text: string }) {
  return (
    <p className="pt-3">
      <a href={href} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> {text}
      </a>
    </p>
  )
}

/** A short message at the top of a guest page: done (the item was added) or refused. */
export function Notice({ text, tone }: { text: string; tone: 'done' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-lg px-3 py-2 text-sm font-medium',
        tone === 'error' ? 'bg-rose-50 text-rose-900 ring-1 ring-rose-200' : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200',
      )}
    >
      {text}
    </p>
  )
}

/** The stop list's mark on an item or an option. */
export function SoldOut({ text }: { text: string }) {
  return <span className="inline-block rounded-md bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900">{text}</span>
}

/** The page's own headers that reach the browser (the draft's no-store and noindex). */
export function keptHeaders(loaderHeaders: Headers): Headers {
  const kept = new Headers()
  for (const name of ['Cache-Control', 'X-Robots-Tag']) {
    const value = loaderHeaders.get(name)
    if (value) kept.set(name, value)
  }
  return kept
}

/** A guest reached a menu that is not there (or the platform is away). */
export const GuestError = () => <GuestErrorPage notFound={['guestMenu.notFoundTitle', 'guestMenu.notFound']} />
