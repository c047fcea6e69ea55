import { paths } from '#web/config/paths.ts';
import type { IconProps } from '#web/components/icons/create-icon.tsx';
import { IconBag, IconDice, IconPickaxe, IconRocket, IconSend, IconSparkle, IconTrophy, IconUsers, IconWallet } from '#web/components/icons.tsx';
import type { ComponentType } from 'react';

export const TUTORIAL_STEPS = ['welcome', 'mining', 'referrals', 'levels', 'wallet', 'shop', 'games', 'withdrawal', 'advanced'] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];

/** Each step's icon and the page its action button opens. */
export const STEP_DETAILS: Record<TutorialStep, { icon: ComponentType<IconProps>; href: string | null }> = {
  welcome: { icon: IconSparkle, href: null },
  mining: { icon: IconPickaxe, href: paths.dashboard.getHref() },
  referrals: { icon: IconUsers, href: paths.group.getHref() },
  levels: { icon: IconTrophy, href: paths.contest.getHref() },
  wallet: { icon: IconWallet, href: paths.wallet.getHref() },
  shop: { icon: IconBag, href: paths.shop.getHref() },
  games: { icon: IconDice, href: paths.game.getHref() },
  withdrawal: { icon: IconSend, href: paths.withdrawal.getHref() },
  advanced: { icon: IconRocket, href: paths.profile.getHref() },
};
