/** "UQAb…x9Zk": the first 4 and last 4 characters joined by an ellipsis. */
export function shortenAddress(address: string): string {
  return address.length <= 11 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/**
 * The user-friendly, non-bounceable form ("UQ…") of a raw address "0:<64 hex>", as wallets show
 * it; the raw text itself when it is not a raw address.
 */
export function toFriendlyAddress(raw: string, testnet = false): string {
  const match = /^(-?\d+):([0-9a-fA-F]{64})$/.exec(raw);
  if (!match) return raw;
  const bytes = new Uint8Array(36);
  bytes[0] = 0x51 | (testnet ? 0x80 : 0);
  bytes[1] = Number(match[1]) & 0xff;
  for (let i = 0; i < 32; i += 1) bytes[2 + i] = parseInt(match[2]!.slice(i * 2, i * 2 + 2), 16);
  const crc = crc16(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}
