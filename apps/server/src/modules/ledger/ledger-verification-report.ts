/** The text `npm run admin -- verify-ledger` prints: one line per check, then what fails, per user. */
import { nanoToFre } from '@fre/domain';
import type { CheckOutcome, Finding, LedgerVerification } from './ledger-verification.service.ts';

/** A nano-FRE integer also shown in FRE; anything else (a note such as "no ledger row") as is. */
function amount(text: string): string {
  return /^-?\d+$/.test(text) ? `${text} (${nanoToFre(BigInt(text))} FRE)` : text;
}

function findingLine(finding: Finding): string {
  const who = finding.userId ? `user ${finding.userId}${finding.email ? ` <${finding.email}>` : ''}` : 'no user';
  return `        ${who}${finding.subject ? `, ${finding.subject}` : ''}: expected ${amount(finding.expected)}, found ${amount(finding.actual)}`;
}

function checkLines(outcome: CheckOutcome): string[] {
  if (outcome.failures === 0) return [`  ok    ${outcome.check}: ${outcome.description}`];
  const more = outcome.failures - outcome.shown.length;
  return [
    `  FAIL  ${outcome.check}: ${outcome.description} — ${outcome.failures} failing`,
    ...outcome.shown.map(findingLine),
    ...(more > 0 ? [`        … and ${more} more (raise --limit to list them)`] : []),
  ];
}

export function formatLedgerVerification(report: LedgerVerification): string {
  const failing = report.checks.filter((check) => check.failures > 0);
  const items = failing.reduce((sum, check) => sum + check.failures, 0);
  return [
    `Ledger verification: ${report.users} users, ${report.ledgerRows} ledger rows, ${nanoToFre(report.balanceNano)} FRE in balances (${(report.elapsedMs / 1000).toFixed(1)} s)`,
    ...report.checks.flatMap(checkLines),
    report.ok
      ? `All ${report.checks.length} checks hold.`
      : `${failing.length} of ${report.checks.length} checks fail (${items} item${items === 1 ? '' : 's'}). Amounts in nano-FRE.`,
  ].join('\n');
}
