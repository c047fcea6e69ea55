export { TelegramEntryPage as default } from '../../features/telegram/components/telegram-entry-page';
