-- FRE price from a DEX price API, sampled every 5 minutes for the chart; decimals kept exact.
CREATE TABLE price_points (
  at timestamptz PRIMARY KEY,
  price_ton numeric NOT NULL,
  price_usd numeric,
  change_24h numeric
);
