import type { Reporter, TestCase } from 'vitest/node'

/**
 * A Vitest reporter for CI, where a failed test is tried once more (vitest.config.ts `retry`, docs/decisions.md #540):
 * each test that passed only on its retry is named at the end of the run ("Flaky (passed on its retry): <file> > <test>"),
 * so a flaky test is seen and mended rather than hidden by the retry.
 */
export class FlakyReporter implements Reporter {
  private readonly flaky: string[] = []

  onTestCaseResult(testCase: TestCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${testCase.module.relativeModuleId} > ${testCase.fullName}`)
  }

  onTestRunEnd() {
    for (const name of this.flaky) console.log(`Flaky (passed on its retry): ${name}`)
  }
}
