// The commission rules each process keeps for the order writer: the active rules and the category
// tree, reloaded when the "commission" read epoch moves (triggers bump it in the transaction of
// every change to a rule or a category; migration 20261201000000_commission_ledger), so placing an
// order reads no rule from the database and a changed rule applies to the next order in every
// process. Without read epochs (the read cache off) every call reads the rules.
import type { Db } from "../../lib/db";
import type { ReadEpochs } from "../../lib/read-epochs";
import { buildRuleSet, type CommissionRuleSet } from "./money";

export const COMMISSION_EPOCH = "commission";
const KEYS = [COMMISSION_EPOCH];

export type CommissionRulesCache = { current(): Promise<CommissionRuleSet> };

export async function loadRuleSet(db: Db): Promise<CommissionRuleSet> {
  const [rules, categories] = await Promise.all([
    db.commissionRule.findMany({ where: { active: true } }),
    db.category.findMany({ select: { id: true, parentId: true } }),
  ]);
  return buildRuleSet(rules, categories);
}

export function commissionRules(db: Db, epochs: ReadEpochs | null): CommissionRulesCache {
  if (!epochs) return { current: () => loadRuleSet(db) };
  let loaded: { version: number; set: CommissionRuleSet } | null = null;
  let loading: { version: number; job: Promise<CommissionRuleSet> } | null = null;
  return {
    async current() {
      const [version] = await epochs.versions(KEYS);
      if (loaded?.version === version) return loaded.set;
      if (loading?.version !== version) loading = { version, job: loadRuleSet(db) };
      const job = loading.job;
      try {
        const set = await job;
        loaded = { version, set };
        return set;
      } finally {
        if (loading?.job === job) loading = null;
      }
    },
  };
}
