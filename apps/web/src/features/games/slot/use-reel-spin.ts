import { useEffect, useState } from 'react';

/** A spin lasts at least this long, so that a quick answer still reads as a spin. */
export const REEL_MIN_SPIN_MS = 900;
/** Then the reels stop one after another, left to right, this far apart. */
export const REEL_STOP_GAP_MS = 350;

interface ReelSpinInput {
  reels: number;
  /** The round on the machine: a new id is the answer to the spin. */
  roundId: string | undefined;
  /** The request's error: a new one stops the reels at once, on what they showed before. */
  error: unknown;
  reducedMotion: boolean;
}

/**
 * Which reels still turn. The spin starts on the tap (`start`) and the reels stop once the new
 * round is in, so that its outcome is told only when they stand still. Under reduced motion
 * nothing turns: the new symbols and the outcome show at once.
 */
export function useReelSpin({ reels, roundId, error, reducedMotion }: ReelSpinInput) {
  const [spin, setSpin] = useState<{ from: string | undefined; error: unknown; at: number } | null>(null);
  const [stopped, setStopped] = useState(0);
  const landed = spin !== null && roundId !== spin.from;
  // The error of an earlier attempt stays until the new request is under way: not this spin's.
  const failed = spin !== null && error != null && error !== spin.error;
  useEffect(() => {
    if (!spin) return;
    if (!landed) {
      if (failed) setSpin(null);
      return;
    }
    const wait = Math.max(0, spin.at + REEL_MIN_SPIN_MS - Date.now());
    const timers = Array.from({ length: reels }, (_, i) => window.setTimeout(() => (i === reels - 1 ? setSpin(null) : setStopped(i + 1)), wait + i * REEL_STOP_GAP_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [spin, landed, failed, reels]);
  return {
    start: () => {
      if (reducedMotion) return;
      setStopped(0);
      setSpin({ from: roundId, error, at: Date.now() });
    },
    turning: Array.from({ length: reels }, (_, i) => spin !== null && (!landed || i >= stopped)),
  };
}
