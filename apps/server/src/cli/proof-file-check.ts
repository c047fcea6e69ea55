/** The checks of `npm run verify-proof` (verify-proof.ts), each one a line of its report. */
import { nanoToFre, proofDocumentSchema, publicProofOfLiabilitiesResponse, verifyProofDocument, verifyRootLink, webCryptoSha256, type PublishedRoot } from '@fre/domain';

export interface ProofFileReport {
  ok: boolean;
  lines: { ok: boolean; text: string }[];
}

/** Checks the file's text against the roots published at `baseUrl`. */
export async function checkProofFile(text: string, baseUrl: string): Promise<ProofFileReport> {
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

  let roots: PublishedRoot[];
  const url = `${baseUrl}/api/proof-of-liabilities`;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    roots = publicProofOfLiabilitiesResponse.parse(await response.json()).roots;
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
  lines.push({ ok: true, text: 'the roots are published by the server only: they are not written on chain yet (docs/decisions/057)' });
  return done();
}
