import { useMemo } from 'react'
import { qrPath } from '@/features/auth/lib/qr-path'

/**
 * A QR code drawn as inline SVG (dark on white, crisp at any size), for her authenticator app to scan. `label` is its
 * accessible name; the same secret is shown as text beside it for anyone who cannot scan.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(value), [value])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="border-accent-200 h-auto w-full max-w-56 rounded-lg border bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
