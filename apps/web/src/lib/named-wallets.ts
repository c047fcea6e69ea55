import { WALLET } from '@fre/domain';

/** The wallets the texts name (WALLET.namedWallets) as one list in `language`: "Tonkeeper, MyTonWallet ou Tonhub". */
export const namedWallets = (language: string): string => new Intl.ListFormat(language, { type: 'disjunction' }).format(WALLET.namedWallets);
