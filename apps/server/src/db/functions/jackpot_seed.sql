-- A pool's seed, set once in the reference currency (exchange rate 1) and worth the same in every
-- currency: 1000 USD is about 926 EUR, never 1000 BTC.
create or replace function jackpot_seed(p_currency text) returns numeric language sql stable as $$
select trunc(coalesce((select case when s.value ~ '^[0-9]+([.][0-9]{1,2})?$' then s.value::numeric end
  from site_setting s where s.name = 'jackpotSeed'), 1000)
  / coalesce((select c.exchange_rate from currency c where c.code = p_currency), 1),
  coalesce((select c.decimals from currency c where c.code = p_currency), 2))
$$;
