export { TelegramEntryPage as default } from '#web/features/telegram/components/telegram-entry-page.tsx';
