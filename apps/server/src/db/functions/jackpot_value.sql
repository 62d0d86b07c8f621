-- What a pool holds now, 10 decimals (1% of a satoshi, migration 2153): the seed before any win, plus every share.
create or replace function jackpot_value(p_jackpot text, p_currency text) returns numeric language sql stable as $$
select (coalesce((select p.amount from jackpot_pool p where p.jackpot_id = p_jackpot and p.currency = p_currency),
    jackpot_seed(p_currency))
  + coalesce((select sum(s.amount) from jackpot_pool_share s
    where s.jackpot_id = p_jackpot and s.currency = p_currency), 0))::numeric(30, 10)
$$;
