-- Adds a bet's contribution to one of its pool's 64 shares (member id mod 64), so bets of different
-- members rarely wait on one row. PL/pgSQL so the statement's plan is kept for the connection (an SQL
-- function is planned again at every bet).
create or replace function jackpot_contribute(p_jackpot text, p_currency text, p_amount numeric, p_share smallint)
returns void language plpgsql as $$
begin
  insert into jackpot_pool_share (jackpot_id, currency, share, amount)
    values (p_jackpot, p_currency, p_share, p_amount)
    on conflict (jackpot_id, currency, share) do update set amount = jackpot_pool_share.amount + p_amount;
end
$$;
