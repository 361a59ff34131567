-- Plans (issue 20): the tiers are free, pro and enterprise. The former 'starter' and 'professional' tiers are
-- both the Pro plan now. Data only: the column stays text.
UPDATE "organizations" SET "subscription_tier" = 'pro' WHERE "subscription_tier" IN ('starter', 'professional');
