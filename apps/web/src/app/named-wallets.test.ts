import { LANGUAGES, WALLET } from '@fre/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqValues } from '#web/features/support/faq.ts';
import { tutorialValues } from '#web/features/tutorial/tutorial-values.ts';
import { setupI18n } from '#web/test/render.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { namedWallets } from '#web/lib/named-wallets.ts';

const locales = import.meta.glob<unknown>('../../../../packages/i18n/locales/*/*.json', { eager: true, import: 'default' });

describe('wallet names', () => {
  beforeAll(() => setupI18n('en'));

  it.each(LANGUAGES)('are the same in the tutorial, the FAQ and the /fre guide (%s)', (language) => {
    const wallets = namedWallets(language);
    const texts = [
      i18n.getFixedT(language, 'tutorial')('steps.wallet.text', tutorialValues(language, i18n)),
      i18n.getFixedT(language, 'support')('faq.items.wallet.a', faqValues(language, i18n)),
      i18n.getFixedT(language, 'fre-guide')('steps.wallet.text', { wallets }),
    ];
    for (const text of texts) expect(text).toContain(wallets);
    for (const name of WALLET.namedWallets) expect(wallets).toContain(name);
  });

  it('are never typed in a text: they come from WALLET.namedWallets', () => {
    const typed = Object.entries(locales).filter(([, texts]) => /tonkeeper|mytonwallet|tonhub/i.test(JSON.stringify(texts)));
    expect(typed.map(([file]) => file)).toEqual([]);
  });
});
