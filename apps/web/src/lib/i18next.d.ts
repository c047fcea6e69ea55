import type admin from '@fre/i18n/locales/fr/admin.json';
import type errors from '@fre/i18n/locales/fr/errors.json';
import type growth from '@fre/i18n/locales/fr/growth.json';
import type web from '@fre/i18n/locales/fr/web.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: typeof web; errors: typeof errors; admin: typeof admin; growth: typeof growth };
  }
}
