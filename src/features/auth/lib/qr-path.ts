import { encode } from 'uqr'

/**
 * The QR code of `text` as one SVG path in module units (uqr's encoder, error correction M, a 4-module quiet zone), for
 * an inline `<svg viewBox="0 0 size size">`: the page's CSP forbids `data:` images, so the backend's own `qr_code` SVG
 * data URI cannot be shown (docs/security.md, docs/decisions.md #178). Pure; `d` is a run of one-module squares, a
 * horizontal run of dark modules drawn as one rectangle.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  const parts: string[] = []
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      let run = 1
      while (x + run < size && row[x + run]) run++
      parts.push(`M${x} ${y}h${run}v1h-${run}z`)
      x += run - 1
    }
  })
  return { size, d: parts.join('') }
}
