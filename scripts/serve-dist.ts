import { parseArgs } from 'node:util'
import { serveDist } from './lib/static-host.ts'

/**
 * Serves a prerendered build like a static host (scripts/lib/static-host.ts): `npm run preview`, e2e's web server,
 * `npm run audit`. Usage: tsx scripts/serve-dist.ts [--dir dist] [--port 4186] [--compress]. Listens on 127.0.0.1 only.
 */
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4186' },
    compress: { type: 'boolean', default: false },
  },
})
const host = await serveDist({ dir: args.dir, port: Number(args.port), compress: args.compress })
console.log(`Serving ${args.dir} at ${host.url}`)
