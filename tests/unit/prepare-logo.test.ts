/**
 * Her logo's checks in the browser (src/features/gallery/lib/prepare-logo.ts; docs/decisions.md #346): an SVG is refused,
 * naming the field, when it holds a script, an event handler, a foreignObject or a reference to anything outside it, and
 * a clean one passes; a file too big or of another kind is refused before it is read. The drawing and the upload are
 * e2e/logo-upload.spec.ts's (a canvas and the real backend).
 */
import { ImageRejectedError } from '@/features/gallery/lib/prepare-image'
import { LOGO_BOX_PX, logoKindOf, logoSize, prepareLogo, svgProblem } from '@/features/gallery/lib/prepare-logo'
import { PHOTO_FILE_SIZE_LIMIT_BYTES } from '@/lib/photo-files'

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100"${attributes}>${inner}</svg>`

const CLEAN = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#0d9488"/><stop offset="1" stop-color="#f26b5b"/></linearGradient></defs>' +
    '<style>.mark{fill:url(#g)}</style><circle class="mark" cx="50" cy="50" r="40"/><use href="#g"/><text x="100" y="60">Bloom</text>',
)

describe('svgProblem', () => {
  it('passes a clean SVG: shapes, a gradient, styles and links within the SVG, text', () => {
    expect(svgProblem(CLEAN)).toBeNull()
  })

  test.each([
    ['a <script>', svg('<script>alert(1)</script><circle r="4"/>'), 'contains a script'],
    [
      'a script in another case and namespace',
      svg('<svg:SCRIPT xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:SCRIPT>'),
      'contains a script',
    ],
    ['onload= on the root', svg('<circle r="4"/>', ' onload="alert(1)"'), 'has an event handler (onload=…)'],
    ['onclick= on a shape', svg('<circle r="4" onClick="alert(1)"/>'), 'has an event handler (onClick=…)'],
    [
      'a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'),
      'contains HTML (a foreignObject element)',
    ],
    [
      'an outside image',
      svg('<image href="https://example.com/a.png" width="10" height="10"/>'),
      'refers to another file or address (https://example.com/a.png)',
    ],
    ['an xlink:href to another file', svg('<use xlink:href="sprites.svg#a"/>'), 'refers to another file or address (sprites.svg#a)'],
    [
      'a javascript: link',
      svg('<a href="javascript:alert(1)"><circle r="4"/></a>'),
      'refers to another file or address (javascript:alert(1))',
    ],
    [
      'an embedded SVG',
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
      'refers to another file or address (data:image/svg+xml;base64,PHN2Zy8+)',
    ],
    [
      'a CSS url() to a file',
      svg('<style>circle{fill:url(https://example.com/x.svg#p)}</style>'),
      'refers to another file or address (in its styles)',
    ],
    ['a CSS @import', svg('<style>@import "https://example.com/a.css";</style>'), 'refers to another file or address (in its styles)'],
    [
      'a style attribute with url()',
      svg('<circle r="4" style="fill:url(other.svg#p)"/>'),
      'refers to another file or address (in its styles)',
    ],
    [
      'an animated link',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      'refers to another file or address (an animated link)',
    ],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('<text>&a;</text>')}`, 'declares XML entities'],
    ['HTML, not SVG', '<html><body><script>alert(1)</script></body></html>', 'is not a valid SVG image'],
    ['broken markup', '<svg xmlns="http://www.w3.org/2000/svg"><circle', 'is not a valid SVG image'],
  ])('refuses %s', (_what, markup, problem) => {
    expect(svgProblem(markup)).toBe(problem)
  })
})

describe('prepareLogo refuses, naming the field and the file', () => {
  const file = (body: string, name: string, type: string) => new File([body], name, { type })

  it('an SVG with a <script>, and one with onload=, before drawing anything', async () => {
    const script = prepareLogo(file(svg('<script>alert(1)</script>'), 'logo.svg', 'image/svg+xml'))
    await expect(script).rejects.toEqual(
      new ImageRejectedError('Logo: "logo.svg" contains a script. Please export it again without it, or choose a PNG.'),
    )
    const onload = prepareLogo(file(svg('<circle r="4"/>', ' onload="alert(1)"'), 'mark.svg', ''))
    await expect(onload).rejects.toThrow('Logo: "mark.svg" has an event handler (onload=…).')
  })

  it('a file over the photos’ limit, and a kind it does not take', () => {
    const big = { name: 'huge.png', type: 'image/png', size: PHOTO_FILE_SIZE_LIMIT_BYTES + 1 }
    expect(() => logoKindOf(big)).toThrow(
      new ImageRejectedError('Logo: "huge.png" is larger than 10 MB. Please choose a smaller file, or export it smaller.'),
    )
    expect(logoKindOf({ ...big, size: PHOTO_FILE_SIZE_LIMIT_BYTES })).toBe('raster')
    expect(() => logoKindOf({ name: 'logo.gif', type: 'image/gif', size: 10 })).toThrow(
      'Logo: "logo.gif" is not a PNG, JPEG, WebP or SVG image.',
    )
    expect(() => logoKindOf({ name: 'logo.pdf', type: '', size: 10 })).toThrow('is not a PNG, JPEG, WebP or SVG image')
    expect(logoKindOf({ name: 'LOGO.SVG', type: '', size: 10 })).toBe('svg')
  })
})

it('logoSize: within the box, an SVG filling it, a raster image never enlarged', () => {
  expect(logoSize(200, 100, true)).toEqual({ width: 1024, height: 512 })
  expect(logoSize(400, 100, true)).toEqual({ width: 1024, height: 256 })
  expect(logoSize(100, 400, true)).toEqual({ width: 128, height: 512 })
  expect(logoSize(200, 100, false)).toEqual({ width: 200, height: 100 })
  expect(logoSize(4000, 1000, false)).toEqual({ width: LOGO_BOX_PX.width, height: 256 })
})
