/**
 * The end of the server project's run (global-setup.ts): the findings of every worker's
 * contract-recorder.ts, merged. Any answer the document does not describe fails the run, listed
 * with a request that gave it; a summary says how much of the API the run exercised.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_DIR, type ContractFindings } from './contract-recorder.ts';

export function clearContractFindings(): void {
  rmSync(CONTRACT_DIR, { recursive: true, force: true });
}

export function checkContractFindings(): void {
  if (!existsSync(CONTRACT_DIR)) return;
  const seen = new Set<string>();
  const violations = new Map<string, string>();
  for (const file of readdirSync(CONTRACT_DIR).filter((name) => name.endsWith('.json'))) {
    const findings = JSON.parse(readFileSync(path.join(CONTRACT_DIR, file), 'utf8')) as ContractFindings;
    for (const pair of findings.seen) seen.add(pair);
    for (const [finding, example] of Object.entries(findings.violations)) if (!violations.has(finding)) violations.set(finding, example);
  }
  const operations = new Set([...seen].map((pair) => pair.split(' ').slice(0, 2).join(' ')));
  console.warn(`API contract: ${seen.size} (operation, status, code) seen over ${operations.size} operations, ${violations.size} not as the document says.`);
  if (violations.size === 0) return;
  // Vitest only prints what a global teardown throws; the run's exit code is set here.
  process.exitCode = 1;
  const list = [...violations].sort(([a], [b]) => a.localeCompare(b)).map(([finding, example]) => `  ${finding}  (e.g. ${example})`);
  throw new Error(`The OpenAPI document does not describe these answers (decision 064): declare the error code in the route's schema.errors, or fix the schema:\n${list.join('\n')}`);
}
