import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/* axe's WCAG 2.1 A/AA rules, as every journey that checks a page uses them. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A violation as a person fixing it needs it: rule, what it asks, where. */
function describeViolation(violation: {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[] }[];
}): string {
  const targets = violation.nodes.map((node) => `    ${node.target.map(String).join(' ')}`).join('\n');
  return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${targets}`;
}

export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map(describeViolation), `serious or critical axe violations on ${page.url()}`).toEqual([]);
}
