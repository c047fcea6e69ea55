/**
 * The payload of a TON transfer carrying a text comment: a cell of op = 0 (32 bits) then the
 * comment as a string tail, as a base64 BOC. @ton/core (and the Buffer it expects) load lazily,
 * only when a player pays.
 */
export async function commentPayload(comment: string): Promise<string> {
  const scope = globalThis as { Buffer?: unknown };
  if (!scope.Buffer) scope.Buffer = (await import('buffer')).Buffer;
  const { beginCell } = await import('@ton/core');
  return beginCell().storeUint(0, 32).storeStringTail(comment).endCell().toBoc().toString('base64');
}
