import { Brush, Gem, HandHeart, Sparkles, type LucideIcon } from 'lucide-react'
import type { ServiceCard, ServiceCategory } from '@/content/services'
import { cn } from '@/lib/utils'

/** The launch categories' icons; a category she adds gets the first. */
const icons: Record<string, LucideIcon> = {
  manicures: Sparkles,
  extensions: Gem,
  art: Brush,
  care: HandHeart,
}

type ServiceCategoriesProps = {
  categories: readonly ServiceCategory[]
  services: readonly ServiceCard[]
}

/** /services: one section per category, each listing its service cards (docs/product.md §2). */
export function ServiceCategories({ categories, services }: ServiceCategoriesProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-16 px-5 py-16 md:space-y-20 md:px-8 md:py-24">
      {categories.map((category, i) => {
        const Icon = icons[category.id] ?? Sparkles
        const cards = services.filter((s) => s.category === category.id)
        return (
          <section key={category.id} aria-labelledby={`cat-${category.id}`} className="grid gap-8 md:grid-cols-[18rem_1fr] md:gap-12">
            <div>
              <span className="bg-accent-100 text-accent-700 grid size-12 place-items-center rounded-2xl">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="text-accent-700 mt-5 text-xs font-semibold tracking-[0.25em] uppercase">0{i + 1}</p>
              <h2 id={`cat-${category.id}`} className="font-display text-brand mt-2 text-3xl">
                {category.title}
              </h2>
              <p className="text-ink/80 mt-3 leading-relaxed">{category.intro}</p>
            </div>
            <ul className={cn('grid gap-5', cards.length > 1 && 'sm:grid-cols-2')}>
              {cards.map((card) => (
                <li key={card.id} className="shadow-brand/5 border-accent-200/80 rounded-3xl border bg-white p-7 shadow-sm">
                  <h3 className="font-display text-brand text-2xl">{card.title}</h3>
                  <p className="text-ink/80 mt-3 leading-relaxed">{card.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
