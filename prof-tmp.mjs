import { chromium } from '@playwright/test'
const url = process.argv[2]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage({ viewport: { width: 412, height: 823 } })
const c = await p.context().newCDPSession(p)
await c.send('Profiler.enable'); await c.send('Profiler.setSamplingInterval', { interval: 100 })
await c.send('Profiler.start')
await p.goto(url); await p.waitForTimeout(2500)
const { profile } = await c.send('Profiler.stop')
await b.close()
const byId = new Map(profile.nodes.map(n => [n.id, n]))
const self = new Map()
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const f = n.callFrame; const k = `${f.functionName||'(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(k, (self.get(k)||0) + (dt[i]||0)/1000) }
const byUrl = new Map()
for (const [k, v] of self) { const u = k.split(' ')[1].split(':')[0] || k.split(' ')[0]; byUrl.set(u, (byUrl.get(u)||0)+v) }
console.log([...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>`${v.toFixed(1)}ms ${k}`).join('\n'))
console.log('---')
console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>`${v.toFixed(1)}ms ${k}`).join('\n'))
