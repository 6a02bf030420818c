/** /about: the studio's professional product brands (docs/product.md §1 claims four; names are placeholders, docs/decisions.md #6). */
export function ProductBrands({ brands }: { brands: readonly string[] }) {
  return (
    <section aria-labelledby="brands-heading" className="border-accent-200/70 border-y bg-white py-12">
      <div className="mx-auto max-w-6xl px-5 text-center md:px-8">
        <h2 id="brands-heading" className="text-accent-700 text-xs font-semibold tracking-[0.25em] uppercase">
          Premium professional products
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-10 gap-y-4">
          {brands.map((b) => (
            <li key={b} className="font-display text-brand/80 text-2xl">
              {b}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
