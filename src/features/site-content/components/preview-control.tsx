import { Eye } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { previewPages, previewPathFor, previewUrl } from '@/features/site-content/lib/preview-pages'

/**
 * The "Preview" control beside Publish on /admin (docs/site-content.md "Preview"): which page, then a link to that page
 * rendered from her saved draft. `section` is the editor she returns to.
 */
export function PreviewControl({ section }: { section: string }) {
  const [path, setPath] = useState<string>(previewPathFor(section))
  return (
    <div className="mb-6 grid gap-2 rounded-2xl border border-rose-200 bg-white p-4">
      <label htmlFor="preview-page" className="text-plum font-semibold">
        Page to preview (your saved draft)
      </label>
      <select
        id="preview-page"
        value={path}
        onChange={(e) => setPath(e.target.value)}
        className="text-ink min-h-11 rounded-lg border border-rose-200 bg-white px-3"
      >
        {previewPages.map((p) => (
          <option key={p.path} value={p.path}>
            {p.name} ({p.path})
          </option>
        ))}
      </select>
      <Link to={previewUrl(path, section)} className={buttonVariants({ variant: 'outline' })}>
        <Eye aria-hidden="true" />
        Preview
      </Link>
    </div>
  )
}
