// A vitest reporter that names every test which failed first and passed on its retry (the
// browser suite retries once: vitest.config.ts). Such a test is not hidden: run-tests.mjs
// prints these names under the summary line, so a race stays visible until it is fixed.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyReporter {
  constructor() {
    this.flaky = [];
  }

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky) {
      this.flaky.push(
        `${testCase.project.name} ${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd() {
    const file = process.env.LIBPORTAL_FLAKY_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.flaky));
  }
}
