/** The Services editor's pure rules (docs/site-content.md "Services"): names of blank items and refused removals. */
import type { ServiceCard, ServiceCategory, Services } from '@/lib/site-content/schema'

/** How the editor names a category or a card while its title is still blank. */
export const categoryName = (category: ServiceCategory, index: number) => category.title.trim() || `category ${index + 1}`
export const cardName = (card: ServiceCard, index: number) => card.title.trim() || `service ${index + 1}`

/**
 * Why a category or card cannot be removed (docs/site-content.md "Services"): a category that still has services,
 * or a card featured on the home page. Pure; undefined when removing loses nothing else.
 */
export function serviceRemovalRefusal(services: Services, what: { category: ServiceCategory } | { card: ServiceCard }): string | undefined {
  if ('category' in what) {
    const count = services.cards.filter((card) => card.category === what.category.id).length
    if (count === 0) return undefined
    const name = categoryName(what.category, services.categories.indexOf(what.category))
    return `${name} still has ${count === 1 ? 'a service' : `${count} services`}: move ${count === 1 ? 'it' : 'them'} to another category or remove ${count === 1 ? 'it' : 'them'} first.`
  }
  const slot = services.featured.findIndex((f) => f.card === what.card.id)
  if (slot < 0) return undefined
  return `${cardName(what.card, services.cards.indexOf(what.card))} is featured on the home page (${slot + 1} of 3): choose another service there first.`
}
