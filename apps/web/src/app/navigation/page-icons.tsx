import type { ReactNode } from 'react';
import type { SheetPageId } from '#web/config/app-pages.ts';
import { IconBag, IconBarChart, IconCheckCircle, IconDownload, IconIdCard, IconLock, IconMail, IconMegaphone, IconShield, IconSparkle, IconStar, IconUsers, IconWallet } from '#web/components/icons.tsx';

/** The icon of each page of the "More" sheet, by its id in APP_PAGES. */
export const PAGE_ICONS: Record<SheetPageId, ReactNode> = {
  shop: <IconBag size={20} />,
  contest: <IconStar size={20} />,
  fre: <IconSparkle size={20} />,
  wallet: <IconWallet size={20} />,
  withdrawal: <IconDownload size={20} />,
  kyc: <IconIdCard size={20} />,
  trading: <IconBarChart size={20} />,
  profile: <IconUsers size={20} />,
  security: <IconShield size={20} />,
  privacy: <IconLock size={20} />,
  proof: <IconCheckCircle size={20} />,
  information: <IconMegaphone size={20} />,
  support: <IconMail size={20} />,
};
