import type { InformationMessage } from './api/get-messages.ts';

const idOf = (message: InformationMessage) => BigInt(/^\d+$/.test(message.id) ? message.id : '0');

/** The newest id in a list (0 when empty). */
export const newestId = (messages: readonly InformationMessage[]) => messages.reduce((max, m) => (idOf(m) > max ? idOf(m) : max), 0n);

/** The newest unread message published after `knownId`, if any (it deserves a toast). */
export function arrivedAfter(messages: readonly InformationMessage[], knownId: bigint): InformationMessage | null {
  return messages.filter((m) => !m.read && idOf(m) > knownId).sort((a, b) => (idOf(b) > idOf(a) ? 1 : -1))[0] ?? null;
}
