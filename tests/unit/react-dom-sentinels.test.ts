import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { SENTINELS, sentinelsWithoutStack } from '../../scripts/lib/react-dom-sentinels-plugin.ts'

// React DOM's sentinel errors without a stack trace (scripts/lib/react-dom-sentinels-plugin.ts, docs/decisions.md #214).

const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'))
const reactDomClient = readFileSync(join(reactDom, 'cjs/react-dom-client.production.js'), 'utf8')

/** Runs the transformed module's appended helper on its own and returns what it makes of `message`. */
function helperResult(code: string, message: string): unknown {
  const helper = code.slice(code.lastIndexOf('\nfunction '))
  const name = /function (\S+)\(/.exec(helper)![1]
  return new Function('message', `${helper}\nreturn ${name}(message)`)(message)
}

describe('sentinelsWithoutStack', () => {
  it("leaves none of the installed React DOM's five sentinels to the Error constructor", () => {
    const out = sentinelsWithoutStack(reactDomClient)
    for (const [name, code] of SENTINELS) {
      expect(out).not.toContain(`${name} = Error(formatProdErrorMessage(${code}))`)
      expect(out).toContain(`${name} = errorWithoutStack$sentinels(formatProdErrorMessage(${code}))`)
    }
    expect(out.length - reactDomClient.length).toBeLessThan(400)
  })

  it('makes Errors with the message and no stack', () => {
    const error = helperResult(sentinelsWithoutStack(reactDomClient), 'Minified React error #460')
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('Minified React error #460')
    expect(Object.hasOwn(error as object, 'stack')).toBe(false)
  })

  it('stops the build when a sentinel is missing or twice', () => {
    const missing = reactDomClient.replace('SuspenseException = Error(formatProdErrorMessage(460))', 'SuspenseException = null')
    expect(() => sentinelsWithoutStack(missing)).toThrow(/0 of "SuspenseException = Error/)
    const twice = `${reactDomClient}\nvar SuspenseException = Error(formatProdErrorMessage(460));`
    expect(() => sentinelsWithoutStack(twice)).toThrow(/2 of/)
  })
})
