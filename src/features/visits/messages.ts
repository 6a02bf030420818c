/** Toast texts of the Visits section on /admin (docs/product.md §8: the title names what failed, the reason follows). */
export const visitsToasts = {
  loadFailed: { title: 'Error', description: 'Failed to load the visits' },
} as const
