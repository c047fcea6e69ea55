/**
 * A payout's transaction on tonviewer, which reads a transaction's hash in hex: the hash as the
 * indexer gave it (base64) or as an admin typed it (hex, base64 or base64url). Null when it is not
 * a 32-byte hash: the hash is still shown, unlinked.
 */
export function explorerUrl(txHash: string, network: 'mainnet' | 'testnet'): string | null {
  const hex = /^[0-9a-f]{64}$/i.test(txHash) ? txHash.toLowerCase() : base64Hash(txHash);
  if (!hex) return null;
  return `https://${network === 'testnet' ? 'testnet.' : ''}tonviewer.com/transaction/${hex}`;
}

function base64Hash(text: string): string | null {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : null;
}
