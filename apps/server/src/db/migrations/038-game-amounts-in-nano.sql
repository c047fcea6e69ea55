-- The amounts a round shows are nano-FRE digits, as every other amount of the API (docs/decisions/077).
-- Rounds stored before wrote them as decimal FRE: the slot's prize (a JSON number) and jackpot (a
-- string), the FRE machine's pool (a string). Each is converted exactly (at most 9 decimals: times
-- 10^9 is a whole number), so the history and the fairness page read one format. Run once, before
-- the server that writes nano digits answers: a round it wrote would be multiplied again.
UPDATE game_rounds
SET shown = shown || jsonb_build_object(
  'prize', CASE WHEN shown->>'prize' = 'jackpot' THEN to_jsonb('jackpot'::text) ELSE to_jsonb(((shown->>'prize')::numeric * 1000000000)::bigint::text) END,
  'jackpot', CASE WHEN jsonb_typeof(shown->'jackpot') = 'string' THEN to_jsonb(((shown->>'jackpot')::numeric * 1000000000)::bigint::text) ELSE 'null'::jsonb END
)
WHERE game = 'slot';

UPDATE game_rounds
SET shown = jsonb_set(shown, '{pool}', to_jsonb(((shown->>'pool')::numeric * 1000000000)::bigint::text))
WHERE game = 'fre-machine';
