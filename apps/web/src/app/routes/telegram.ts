export { TelegramEntryPage as default } from '#web/features/account/telegram/components/telegram-entry-page.tsx';
