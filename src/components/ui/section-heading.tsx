/**
 * The h2 of a screen's part and its intro line under it: an /auth step, an /admin section and its editor. `id` lets the
 * part be labelled by its heading (`aria-labelledby`).
 */
export function SectionHeading({ title, intro, id }: { title: string; intro: string; id?: string }) {
  return (
    <div>
      <h2 id={id} className="font-display text-brand text-2xl">
        {title}
      </h2>
      <p className="text-ink/75 mt-1">{intro}</p>
    </div>
  )
}
