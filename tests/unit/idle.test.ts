import { oneByOneWhenIdle } from '@/lib/idle'

// Loading /admin's section chunks ahead, one at a time when idle (docs/decisions.md #543).
describe('oneByOneWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('starts each task only once the page is idle after the previous one settled, a failed one included', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    const started: string[] = []
    const settle: Record<string, () => void> = {}
    const task =
      (name: string, fails = false) =>
      () =>
        new Promise<void>((resolve, reject) => {
          started.push(name)
          settle[name] = fails ? () => reject(new Error(name)) : resolve
        })
    oneByOneWhenIdle([task('prices', true), task('hours'), task('faqs')])
    expect(started).toEqual([])
    idle.shift()!()
    expect(started).toEqual(['prices'])
    expect(idle).toHaveLength(0)
    settle.prices!()
    await vi.waitFor(() => expect(idle).toHaveLength(1))
    expect(started).toEqual(['prices'])
    idle.shift()!()
    expect(started).toEqual(['prices', 'hours'])
    settle.hours!()
    await vi.waitFor(() => expect(idle).toHaveLength(1))
    idle.shift()!()
    settle.faqs!()
    expect(started).toEqual(['prices', 'hours', 'faqs'])
  })
  it('starts no task once stopped: neither one waiting for idle nor the next after one settles', async () => {
    const idle = new Map<number, () => void>()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.set(idle.size + 1, callback).size)
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id))
    const started: string[] = []
    let settle = () => {}
    const task = (name: string) => () => new Promise<void>((resolve) => (started.push(name), (settle = resolve)))
    const stop = oneByOneWhenIdle([task('prices'), task('hours')])
    ;[...idle.values()][0]!()
    idle.clear()
    expect(started).toEqual(['prices'])
    // Stopped while a task runs: the next is not even waited for.
    stop()
    settle()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(idle.size).toBe(0)
    expect(started).toEqual(['prices'])
    // Stopped while waiting for idle: that wait is cancelled.
    const stopWaiting = oneByOneWhenIdle([task('faqs')])
    expect(idle.size).toBe(1)
    stopWaiting()
    expect(idle.size).toBe(0)
    expect(started).toEqual(['prices'])
  })
})
