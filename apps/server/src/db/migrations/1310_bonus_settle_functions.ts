/**
 * The seamless wallet's bet and win under bonus grants (issue 18), still one statement a call:
 * - a bet lowers rollingAmount by what it counts toward the active grant's wagering: at most the
 *   grant's max_counted_bet (2.00), times the game type's share (the game code's prefix: slot 100%,
 *   blackjack and roulette 10% by default, '*' for any other), and marks the grant active now (the
 *   7-day inactivity clock);
 * - the bet that meets the wagering converts the grant (bonus_convert, migration 1300) right after,
 *   in the same transaction;
 * - a win's bonus share goes to the grant the round's money belonged to (bonus_grant_for): to the
 *   bonus balance while it is active (or carried into the first-deposit bonus), to cash once converted,
 *   and nowhere once forfeited or expired.
 * Cash first, then bonus; a win follows the share of the stake it came from, as before (0690).
 *
 * The functions' bodies live in src/db/functions: vendor_bet.sql and vendor_win.sql.
 */
export async function up(): Promise<void> {}
