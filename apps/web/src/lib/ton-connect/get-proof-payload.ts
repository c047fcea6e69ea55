import { api } from '#web/lib/api-client.ts';

/** A single-use nonce (15 min) the wallet signs into its ton_proof. */
export const getProofPayload = async () => (await api.post('/api/wallet/proof-payload')).payload;
