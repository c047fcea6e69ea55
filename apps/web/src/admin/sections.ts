import type { ComponentType } from 'react';
import type { AdminSection } from '#web/config/paths.ts';
import { paths } from '#web/config/paths.ts';
import {
  IconBag, IconBarChart, IconDice, IconMail, IconGrid, IconIdCard, IconImage, IconMegaphone, IconNetwork, IconSend, IconShield, IconSliders, IconTicket, IconUsers,
} from '#web/components/icons.tsx';
import type { IconProps } from '#web/components/icons/create-icon.tsx';

export type AdminPage = 'overview' | AdminSection;

export interface AdminNavItem {
  page: AdminPage;
  href: string;
  icon: ComponentType<IconProps>;
}

export interface AdminNavGroup {
  group: 'monitor' | 'players' | 'growth' | 'system';
  items: AdminNavItem[];
}

const item = (page: AdminPage, icon: ComponentType<IconProps>): AdminNavItem => ({
  page,
  href: page === 'overview' ? paths.admin.getHref() : paths.admin.getHref(page),
  icon,
});

/** Every page of the back office, grouped as an operator works. */
export const ADMIN_NAV: AdminNavGroup[] = [
  { group: 'monitor', items: [item('overview', IconGrid), item('stats', IconBarChart), item('games', IconDice)] },
  { group: 'players', items: [item('users', IconUsers), item('abuse', IconNetwork), item('appeals', IconMail), item('kyc', IconIdCard), item('withdrawals', IconSend)] },
  { group: 'growth', items: [item('bonus-codes', IconTicket), item('messages', IconMegaphone), item('support', IconMail), item('ads', IconImage), item('shop', IconBag)] },
  { group: 'system', items: [item('security', IconShield), item('settings', IconSliders)] },
];
