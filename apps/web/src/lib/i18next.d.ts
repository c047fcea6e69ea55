import type admin from '@fre/i18n/locales/fr/admin.json';
import type adminCashout from '@fre/i18n/locales/fr/admin-cashout.json';
import type cashout from '@fre/i18n/locales/fr/cashout.json';
import type errors from '@fre/i18n/locales/fr/errors.json';
import type growth from '@fre/i18n/locales/fr/growth.json';
import type ton from '@fre/i18n/locales/fr/ton.json';
import type adminShop from '@fre/i18n/locales/fr/admin-shop.json';
import type adminGrowth from '@fre/i18n/locales/fr/admin-growth.json';
import type web from '@fre/i18n/locales/fr/web.json';
import type engage from '@fre/i18n/locales/fr/engage.json';
import type adminEngage from '@fre/i18n/locales/fr/admin-engage.json';
import type legal from '@fre/i18n/locales/fr/legal.json';
import type games from '@fre/i18n/locales/fr/games.json';
import type adminGames from '@fre/i18n/locales/fr/admin-games.json';
import type security from '@fre/i18n/locales/fr/security.json';
import type twoStep from '@fre/i18n/locales/fr/two-step.json';
import type passkeys from '@fre/i18n/locales/fr/passkeys.json';
import type myData from '@fre/i18n/locales/fr/my-data.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: typeof web; errors: typeof errors; admin: typeof admin; growth: typeof growth; cashout: typeof cashout; 'admin-cashout': typeof adminCashout; ton: typeof ton; 'admin-shop': typeof adminShop; 'admin-growth': typeof adminGrowth; engage: typeof engage; 'admin-engage': typeof adminEngage; legal: typeof legal; games: typeof games; 'admin-games': typeof adminGames; security: typeof security; 'two-step': typeof twoStep; passkeys: typeof passkeys; 'my-data': typeof myData };
  }
}
