-- The bonus share of a settlement (a win, a rollback) that reaches no balance because its grant was
-- forfeited, expired or converted past its win cap (bonus_share_to). The settlement books it anyway, as
-- its bonus row, so the ledger holds every amount the vendor paid or returned; this takes it off again
-- with a PROMOTION row under the settlement's reference plus ':forfeit'. The one place that does so, for
-- vendor_win and the rollback alike. Called with the member's wallet row locked.
create or replace function bonus_take_forfeited(p_member integer, p_ref text, p_grant bigint,
  p_game_id integer, p_round_ref text, p_amount numeric)
returns void
language plpgsql as $$
begin
  if p_amount <= 0 or p_grant is null then return; end if;
  update wallet set bonus = bonus - p_amount, updated_at = now() where member_id = p_member;
  perform ledger_post(p_member, 'PROMOTION', p_ref || ':forfeit', 'bonus:' || p_grant, p_game_id,
    p_round_ref, '{2}'::smallint[], array[-p_amount], array[p_grant]::bigint[]);
end
$$;
