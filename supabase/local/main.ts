import { startBackend } from './server.ts'
const b = await startBackend({ port: Number(process.env.PORT ?? 54391), dataDir: process.env.DATA_DIR })
console.log('ready', b.url, b.startupMs)
process.on('SIGINT', () => void b.stop().then(() => process.exit(0)))
