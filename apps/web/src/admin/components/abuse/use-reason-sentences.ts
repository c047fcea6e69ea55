import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { formatSpan } from '../../format.ts';
import type { AbuseReason } from '../../types.ts';

/** Reasons whose sentence only needs {count, total}. */
const COUNTED = ['shared_network', 'shared_device', 'shared_user_agent', 'only_mining'] as const;
type Counted = (typeof COUNTED)[number];
const isCounted = (code: string): code is Counted => (COUNTED as readonly string[]).includes(code);

const numberParam = (reason: AbuseReason, key: string) => {
  const value = Number(reason.params[key]);
  return Number.isFinite(value) ? value : 0;
};

/**
 * Turns the detection job's reason codes and numbers into sentences in the admin's language
 * ("12 accounts from one network prefix within 40 min, all referred by alice"). A network burst
 * and the referrer of those same accounts read as one sentence.
 * @example const sentences = useReasonSentences(); sentences(cluster.reasons).slice(0, 2)
 */
export function useReasonSentences() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const n = (value: number) => formatNumber(value, language, 0);

  const sentence = (reason: AbuseReason): string => {
    const count = numberParam(reason, 'count');
    const counts = { count, n: n(count), total: n(numberParam(reason, 'total')) };
    const minutes = () => formatSpan(numberParam(reason, 'minutes') * 60, language);
    switch (reason.code) {
      case 'network_burst':
        return t('abuse.reasons.network_burst', { ...counts, duration: minutes() });
      case 'referred_by': {
        const referrer = String(reason.params.referrer ?? '');
        return count >= numberParam(reason, 'total')
          ? t('abuse.reasons.referredAll', { count, referrer })
          : t('abuse.reasons.referredSome', { ...counts, referrer });
      }
      case 'lockstep':
        return t('abuse.reasons.lockstep', { ...counts, duration: minutes() });
      case 'quick_start':
        return t('abuse.reasons.quick_start', { ...counts, duration: formatSpan(numberParam(reason, 'seconds'), language) });
      default:
        return isCounted(reason.code) ? t(`abuse.reasons.${reason.code}`, counts) : reason.code;
    }
  };

  return (reasons: AbuseReason[]): string[] => {
    const sentences = reasons.map(sentence);
    const burst = reasons.findIndex((reason) => reason.code === 'network_burst');
    const referred = reasons.findIndex((reason) => reason.code === 'referred_by');
    const sameAccounts = burst !== -1 && referred !== -1 && numberParam(reasons[referred]!, 'total') === numberParam(reasons[burst]!, 'count');
    if (!sameAccounts) return sentences;
    const second = sentences[referred]!;
    const joined = t('abuse.reasons.joined', { first: sentences[burst], second: second.charAt(0).toLocaleLowerCase(language) + second.slice(1) });
    return sentences.flatMap((text, index) => (index === burst ? [joined] : index === referred ? [] : [text]));
  };
}
