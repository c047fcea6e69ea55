import { WALLET } from '@fre/domain';
import { listFormat } from '@fre/i18n/intl-formats';

/** The wallets the texts name (WALLET.namedWallets) as one list in `language`: "Tonkeeper, MyTonWallet ou Tonhub". */
export const namedWallets = (language: string): string => listFormat(language, { type: 'disjunction' }).format(WALLET.namedWallets);
