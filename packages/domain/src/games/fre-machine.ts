/**
 * FRE machine (decision 072): a stake feeds a progressive pool by a stated share and wins the whole pool
 * with a stated chance per FRE staked; a won pool restarts from a seed paid by the house.
 * Return to player = share + seed × chance per FRE (each FRE staked may trigger a fresh seed).
 */
export const FRE_MACHINE = { poolShare: 0.9, chancePerFre: 0.00001, maxChance: 0.1, seedFre: 1_000 } as const;

export function freMachineChance(stakeFre: number): number {
  return Math.min(FRE_MACHINE.maxChance, stakeFre * FRE_MACHINE.chancePerFre);
}

export const FRE_MACHINE_RTP = FRE_MACHINE.poolShare + FRE_MACHINE.seedFre * FRE_MACHINE.chancePerFre;

export const freMachineWins = (float: number, stakeFre: number) => float < freMachineChance(stakeFre);
