-- The largest stake a member may place while a bonus grant is active (setting bonusMaxStake, 5.00 by
-- default, in the reference currency at exchange rate 1), in the member's currency, cut to its decimals:
-- one spin cannot carry the whole bonus through its wagering, as operators' bonus terms say.
-- PL/pgSQL rather than SQL: every bet with a grant active calls it, and PL/pgSQL keeps its query's plan
-- for the connection where an SQL function's body is planned again at each call (120 µs a bet).
create or replace function bonus_max_stake(p_currency text) returns numeric language plpgsql stable as $$
declare
  v_setting text;
  v_rate numeric;
  v_decimals integer;
begin
  select s.value into v_setting from site_setting s where s.name = 'bonusMaxStake';
  select c.exchange_rate, c.decimals into v_rate, v_decimals from currency c where c.code = p_currency;
  return trunc(
    coalesce(case when v_setting ~ '^[0-9]+([.][0-9]{1,2})?$' then v_setting::numeric end, 5.00)
      / coalesce(v_rate, 1),
    coalesce(v_decimals, 2));
end
$$;
