-- The largest stake a member may place while a bonus grant is active (setting bonusMaxStake, 5.00 by
-- default, in the reference currency at exchange rate 1), in the member's currency, cut to its decimals:
-- one spin cannot carry the whole bonus through its wagering, as operators' bonus terms say.
create or replace function bonus_max_stake(p_currency text) returns numeric language sql stable as $$
select trunc(coalesce((select case when s.value ~ '^[0-9]+([.][0-9]{1,2})?$' then s.value::numeric end
  from site_setting s where s.name = 'bonusMaxStake'), 5.00)
  / coalesce((select c.exchange_rate from currency c where c.code = p_currency), 1),
  coalesce((select c.decimals from currency c where c.code = p_currency), 2))
$$;
