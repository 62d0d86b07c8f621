-- A batch of bets and wins in one statement (vendorWallet/batch.ts): calls sorted by member, so wallet
-- rows are locked in one order; a repeated transaction id (booked before, or twice in the batch) is
-- skipped; the jackpot contributions of the batch's bets are added last, once a pool share, in order.
create or replace function vendor_settle_batch(p_calls jsonb)
returns table (idx integer, balance numeric, currency text)
language plpgsql as $$
#variable_conflict use_column
declare
  c record;
  settled record;
  v_jackpots text[] := '{}';
  v_currencies text[] := '{}';
  v_contributions numeric[] := '{}';
  v_shares smallint[] := '{}';
  p record;
begin
  for c in
    select x.*, (o.n - 1)::integer as n, b.booked,
      row_number() over (partition by x.vendor, x.transaction_id order by o.n) as arrival
    from jsonb_array_elements(p_calls) with ordinality as o(call, n)
    cross join lateral jsonb_to_record(o.call) as x(kind text, vendor text, token_hash text,
      game_id integer, transaction_id text, round_id text, amount numeric, currency text, ref text,
      round_ref text, counted numeric, detail text)
    left join lateral (select l.member_id from game_launch l where l.token_hash = x.token_hash) l
      on true
    left join lateral (select true as booked from vendor_transaction v
      where v.vendor = x.vendor and v.transaction_id = x.transaction_id limit 1) b
      on true
    order by l.member_id nulls last, o.n
  loop
    continue when c.booked or c.arrival > 1;
    if c.kind = 'BET' then
      select * into settled from vendor_bet(c.vendor, c.token_hash, c.game_id, c.transaction_id,
        c.round_id, c.amount, c.currency, c.ref, c.round_ref, c.counted, c.detail, true);
      if found and settled.jackpot_contribution > 0 then
        v_jackpots := v_jackpots || settled.jackpot_id;
        v_currencies := v_currencies || settled.currency;
        v_contributions := v_contributions || settled.jackpot_contribution;
        v_shares := v_shares || settled.jackpot_share;
      end if;
    else
      select * into settled from vendor_win(c.vendor, c.token_hash, c.game_id, c.transaction_id,
        c.round_id, c.amount, c.currency, c.ref, c.round_ref);
    end if;
    if found then
      idx := c.n;
      balance := settled.balance;
      currency := settled.currency;
      return next;
    end if;
  end loop;
  -- The pools last and in one order, once a pool: see migration 1500's note.
  for p in
    select t.j, t.c, t.s, sum(t.a) as total
    from unnest(v_jackpots, v_currencies, v_contributions, v_shares) as t(j, c, a, s)
    group by t.j, t.c, t.s order by t.j, t.c, t.s
  loop
    perform jackpot_contribute(p.j, p.c, p.total, p.s);
  end loop;
end
$$;
