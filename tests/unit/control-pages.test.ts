// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  EMPTY_CONTROL_HTML,
  noscriptControlPath,
  withoutScripts,
  writeControlPages,
  writeMeasuredPages,
} from '../../scripts/lib/control-pages.ts'

// The control pages of the speed measurements (scripts/lib/control-pages.ts).

const page = `<!doctype html><html><head><style>h1{color:red}</style>
    <link rel="preload" as="image" fetchpriority="high" href="/hero.avif">
    <link rel="modulepreload" crossorigin href="/assets/app-abc.js">
    <script type="application/ld+json">{"@type":"NailSalon"}</script>
  </head><body><div id="root"><h1>Prices</h1><img src="/hero.avif"></div>
    <script>(()=>{window.__earlyTaps={}})()</script><script type="application/json" id="page-scripts">["/assets/app-abc.js"]</script><script type="module">import("/x.js")</script>
    <noscript><link rel="stylesheet" href="/assets/app.css"></noscript>
  </body></html>`

describe('withoutScripts', () => {
  it('takes out every script and module preload, and keeps the rest', () => {
    const out = withoutScripts(page)
    expect(out).not.toMatch(/<script|modulepreload/)
    expect(out).toContain('<style>h1{color:red}</style>')
    expect(out).toContain('<link rel="preload" as="image" fetchpriority="high" href="/hero.avif">')
    expect(out).toContain('<h1>Prices</h1><img src="/hero.avif">')
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/app.css"></noscript>')
  })
})

describe('writeControlPages', () => {
  it("writes the empty page and each route's HTML without scripts, and takes them out again", () => {
    const dir = mkdtempSync(join(tmpdir(), 'control-pages-'))
    try {
      mkdirSync(join(dir, 'pricing'))
      writeFileSync(join(dir, 'pricing', 'index.html'), page)
      writeFileSync(join(dir, 'index.html'), page)
      const controls = writeControlPages(dir, ['/pricing', '/'])
      expect(controls.paths).toEqual(['/control-empty', '/control-noscript-pricing', '/control-noscript-home'])
      expect(readFileSync(join(dir, 'control-empty', 'index.html'), 'utf8')).toBe(EMPTY_CONTROL_HTML)
      expect(readFileSync(join(dir, 'control-noscript-pricing', 'index.html'), 'utf8')).toBe(withoutScripts(page))
      controls.remove()
      expect(existsSync(join(dir, 'control-empty'))).toBe(false)
      expect(existsSync(join(dir, 'control-noscript-home'))).toBe(false)
      expect(readFileSync(join(dir, 'pricing', 'index.html'), 'utf8')).toBe(page)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('names a nested route by its path', () => {
    expect(noscriptControlPath('/a/b')).toBe('/control-noscript-a-b')
  })
})

describe('writeMeasuredPages', () => {
  /** A build folder with `/` and /pricing. */
  function build(): string {
    const dir = mkdtempSync(join(tmpdir(), 'measured-pages-'))
    mkdirSync(join(dir, 'pricing'))
    writeFileSync(join(dir, 'pricing', 'index.html'), page)
    writeFileSync(join(dir, 'index.html'), page)
    return dir
  }

  it('lists the empty control, the control route without scripts, then the routes', () => {
    const dir = build()
    try {
      const { pages, remove } = writeMeasuredPages(dir, ['/', '/pricing'], { controlRoute: '/pricing', twins: false })
      expect(pages).toEqual([
        { path: '/control-empty', label: 'empty page, no script (control)', control: true },
        { path: '/control-noscript-pricing', label: "/pricing's HTML, scripts removed (control)", control: true },
        { path: '/', label: '/', control: false },
        { path: '/pricing', label: '/pricing', control: false },
      ])
      expect(existsSync(join(dir, 'control-noscript-pricing', 'index.html'))).toBe(true)
      expect(existsSync(join(dir, 'control-noscript-home'))).toBe(false)
      remove()
      expect(existsSync(join(dir, 'control-empty'))).toBe(false)
      expect(existsSync(join(dir, 'control-noscript-pricing'))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('with twins, has every route without scripts, the control route once and first', () => {
    const dir = build()
    try {
      const { pages, remove } = writeMeasuredPages(dir, ['/', '/pricing'], { controlRoute: '/pricing', twins: true })
      expect(pages.map((p) => p.path)).toEqual(['/control-empty', '/control-noscript-pricing', '/control-noscript-home', '/', '/pricing'])
      expect(existsSync(join(dir, 'control-noscript-home', 'index.html'))).toBe(true)
      remove()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
