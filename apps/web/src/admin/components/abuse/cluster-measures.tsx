import { useState, type ComponentType } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheckCircle, IconLock, IconPickaxe, IconShield, IconUsers } from '#web/components/icons.tsx';
import type { IconProps } from '#web/components/icons/create-icon.tsx';
import type { AbuseAction, AbuseClusterSummary } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';
import layout from '../ui/page-layout.module.css';
import { ActionDialog } from './action-dialog.tsx';
import styles from './cluster-detail-page.module.css';

interface Measure {
  key: 'status' | 'referrals' | 'mining' | 'ban';
  icon: ComponentType<IconProps>;
  isOn: (cluster: AbuseClusterSummary) => boolean;
  /** The action that puts the measure in force, and the one that undoes it. */
  apply: AbuseAction;
  undo: AbuseAction;
}

const MEASURES: Measure[] = [
  { key: 'referrals', icon: IconUsers, isOn: (cluster) => cluster.measures.referralsFrozen, apply: 'freeze_referrals', undo: 'unfreeze_referrals' },
  { key: 'mining', icon: IconPickaxe, isOn: (cluster) => cluster.measures.miningFrozen, apply: 'freeze_mining', undo: 'unfreeze_mining' },
  { key: 'ban', icon: IconLock, isOn: (cluster) => cluster.measures.banned, apply: 'ban', undo: 'unban' },
  { key: 'status', icon: IconCheckCircle, isOn: (cluster) => cluster.status === 'legitimate', apply: 'mark_legitimate', undo: 'reopen' },
];

/**
 * The measures an operator can put on a cluster, each with its state and the button that applies
 * it or, when in force, undoes it (unfreeze, unban, reopen); every action is confirmed with a reason.
 */
export function ClusterMeasures({ cluster }: { cluster: AbuseClusterSummary }) {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<AbuseAction | null>(null);
  const [done, setDone] = useState<AbuseAction | null>(null);

  return (
    <Card title={t('abuse.measures.title')} icon={<IconShield size={16} />}>
      <p className={styles.panelNote}>{t('abuse.measures.note')}</p>
      {done ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('abuse.dialog.done', { action: t(`abuse.actions.${done}.done`) })}
        </Banner>
      ) : null}
      <ul className={styles.measures}>
        {MEASURES.map(({ key, icon: Icon, isOn, apply, undo }) => {
          const on = isOn(cluster);
          const next = on ? undo : apply;
          return (
            <li key={key} className={styles.measure}>
              <div className={styles.measureHead}>
                <Icon size={18} className={styles.measureIcon} />
                <h3 className={styles.measureTitle}>{t(`abuse.measures.${key}.title`)}</h3>
                <Badge tone={on ? (key === 'status' ? 'gain' : 'loss') : key === 'status' ? 'gold' : 'neutral'} dot>
                  {t(`abuse.measures.${key}.${on ? 'on' : 'off'}`)}
                </Badge>
              </div>
              <p className={layout.muted}>{t(`abuse.measures.${key}.${on ? 'onText' : 'offText'}`)}</p>
              <Button
                variant={!on && next === 'ban' ? 'danger' : 'secondary'}
                className={styles.measureButton}
                onClick={() => {
                  setDone(null);
                  setAction(next);
                }}
              >
                {t(`abuse.actions.${next}.button`)}
              </Button>
            </li>
          );
        })}
      </ul>
      <ActionDialog clusterId={cluster.id} action={action} memberCount={cluster.memberCount} onClose={() => setAction(null)} onDone={setDone} />
    </Card>
  );
}
