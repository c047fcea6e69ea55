/** The checks of `npm run verify-proof` (verify-proof.ts), each one a line of its report. */
import { anchorComment, nanoToFre, proofDocumentSchema, publicProofOfLiabilitiesResponse, verifyProofDocument, verifyRootLink, webCryptoSha256, type AnchoredRoot } from '@fre/domain';
import { computeFailure } from '#server/modules/payouts/payout-trace.ts';
import type { TonApiClient } from '#server/modules/payouts/ton-api-client.ts';
import { sendsComment } from '#server/modules/proof-of-liabilities/anchor-transaction.ts';

export interface ProofFileReport {
  ok: boolean;
  lines: { ok: boolean; text: string }[];
}

/**
 * Checks the file's text against the roots published at `baseUrl`, and the root's transaction on
 * chain when the server says it wrote it there, read from the TON API (`ton`), not from the server.
 */
export async function checkProofFile(text: string, baseUrl: string, ton: TonApiClient): Promise<ProofFileReport> {
  const lines: ProofFileReport['lines'] = [];
  const done = () => ({ ok: lines.every((line) => line.ok), lines });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    lines.push({ ok: false, text: 'the file is not JSON' });
    return done();
  }
  const parsed = proofDocumentSchema.safeParse(json);
  if (!parsed.success) {
    lines.push({ ok: false, text: `the file is not a proof of liabilities (version 1): ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}` });
    return done();
  }
  const proof = parsed.data;
  const { day, root, total, accounts } = proof.snapshot;
  const pathHolds = await verifyProofDocument(proof, webCryptoSha256);
  lines.push({
    ok: pathHolds,
    text: `${day}: the leaf of ${nanoToFre(BigInt(proof.leaf.amount))} FRE leads through ${proof.path.length} levels to the root ${root} and its total of ${nanoToFre(BigInt(total))} FRE over ${accounts} accounts`,
  });

  let roots: AnchoredRoot[];
  let anchoring: boolean;
  const url = `${baseUrl}/api/proof-of-liabilities`;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    ({ roots, anchoring } = publicProofOfLiabilitiesResponse.parse(await response.json()));
  } catch (error) {
    lines.push({ ok: false, text: `${url} did not answer the published roots (${error instanceof Error ? error.message : String(error)})` });
    return done();
  }
  const published = roots.find((candidate) => candidate.day === day);
  if (!published) {
    lines.push({ ok: false, text: `${url} publishes no root for ${day} (it lists the last ${roots.length} days)` });
    return done();
  }
  const same = published.root === root && published.total === total && published.accounts === accounts && published.link === proof.snapshot.link;
  lines.push({ ok: same, text: same ? `${url} publishes the same root, total and account count for ${day}` : `${url} publishes another root or total for ${day}: ${published.root}, ${nanoToFre(BigInt(published.total))} FRE, ${published.accounts} accounts` });

  // Each root hashes the one before: the list is one chain, so no past day was rewritten.
  let chained = true;
  for (const [i, entry] of roots.entries()) {
    const older = roots[i + 1];
    if (!(await verifyRootLink(entry, webCryptoSha256)) || (older && entry.previousLink !== older.link)) chained = false;
  }
  lines.push({ ok: chained, text: chained ? `the ${roots.length} published roots form one chain, each hashing the one before` : 'the published roots do not form one chain' });
  lines.push(await anchorLine(published, { day, root }, anchoring, ton));
  return done();
}

/** The root's comment in the hot wallet's transaction, when the server says it is on chain. */
async function anchorLine(published: AnchoredRoot, proof: { day: string; root: string }, anchoring: boolean, ton: TonApiClient): Promise<ProofFileReport['lines'][number]> {
  const anchor = published.anchor;
  if (!anchoring && !anchor) return { ok: true, text: 'this server has no hot wallet: its roots are published on its site only, not written on chain' };
  if (!anchor) return { ok: true, text: `the root of ${proof.day} was not written on chain` };
  if (anchor.status !== 'confirmed' || !anchor.txHash) return { ok: true, text: `the root of ${proof.day} is not on chain: its transfer is ${anchor.status}` };
  const expected = anchorComment(proof);
  let tx;
  try {
    tx = await ton.transaction(anchor.txHash);
  } catch (error) {
    return { ok: false, text: `the TON API did not answer the transaction ${anchor.txHash} (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!tx) return { ok: false, text: `the TON API knows no transaction ${anchor.txHash}, which the server gives as the root's` };
  const holds = computeFailure(tx) === null && sendsComment(tx, expected);
  return holds
    ? { ok: true, text: `on chain: transaction ${anchor.txHash} of ${tx.account} sent the comment "${expected}"` }
    : { ok: false, text: `on chain: transaction ${anchor.txHash} does not send the comment "${expected}"` };
}
