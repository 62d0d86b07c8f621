/**
 * The vendor's answers (API refusals and the error page) in es, en and fil; the game client carries its
 * own catalogues in the casino's ten languages (the lang folders under client/src). A session's language is any of the
 * ten (the launch token's `lang`, es when absent as with the casino's X-FE-LANG, en when unknown); these
 * messages fall back to English for the languages they lack.
 */
const en = {
  linkInvalid: 'This game link is not valid.',
  linkExpired: 'This game link has expired. Open the game again from the casino.',
  linkUsed: 'This game link was already used. Open the game again from the casino.',
  gameUnavailable: 'This game is not available.',
  sessionInvalid: 'This game session is not valid. Close the game and open it again.',
  sessionExpired: 'This game session has expired. Close the game and open it again.',
  insufficientFunds: 'Insufficient balance for this bet.',
  playerBlocked: 'Play is not allowed on this account right now.',
  tableLimit: 'The casino refused this stake: it is outside the table limits.',
  casinoRefused: 'The casino refused the bet ({code}).',
  casinoBusy: 'The casino did not confirm the bet, so it was cancelled. Please try again.',
  roundVoid: 'The round could not be played; the stake was returned.',
  slotBet: 'bet: choose a stake from the list.',
  rouletteNoBets: 'bets: place at least one bet.',
  rouletteBadBet: 'bets: a bet is not on the table or its stake is below {min}.',
  rouletteMax: 'bets: the table maximum is {max}.',
  rouletteMin: 'bets: the table minimum is {min} for all your bets together.',
  blackjackBet: 'bet: a stake from {min} to {max} in whole even cents.',
  baccaratBet:
    'bets: one bet a side (player, banker, tie), each at least {min}; a banker bet in multiples of 0.20.',
  baccaratTieMax: 'bets: the largest tie bet at this table is {max}.',
  videoPokerBet: 'coins, coinValue: 1 to 5 coins of a listed coin value, from {min} to {max} in all.',
  videoPokerHold: 'held: the positions 0 to 4 you keep, each once, in order.',
  handInPlay: 'Finish the hand in play first.',
  tableClosed: 'No more bets: this round of the table is closed. Bet on the next one.',
  roundInPlay: 'Finish your round in play first (in any game) before rotating the seeds.',
  seedsChanged:
    'The seeds were rotated meanwhile (another tab?): check the new next server seed hash, then rotate again.',
  noHand: 'roundId: there is no hand in play with this id.',
  actionNotAllowed: 'action: not allowed in this hand now.',
  clientSeed: 'clientSeed: 1 to 64 printable characters, no spaces or colons.',
  invalidInput: 'Invalid input: {detail}',
  busy: 'The game server is busy. Please try again.',
};

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

const es: Catalogue = {
  linkInvalid: 'Este enlace de juego no es válido.',
  linkExpired: 'Este enlace de juego ha caducado. Vuelve a abrir el juego desde el casino.',
  linkUsed: 'Este enlace de juego ya se usó. Vuelve a abrir el juego desde el casino.',
  gameUnavailable: 'Este juego no está disponible.',
  sessionInvalid: 'Esta sesión de juego no es válida. Cierra el juego y vuelve a abrirlo.',
  sessionExpired: 'Esta sesión de juego ha caducado. Cierra el juego y vuelve a abrirlo.',
  insufficientFunds: 'Saldo insuficiente para esta apuesta.',
  playerBlocked: 'El juego no está permitido en esta cuenta en este momento.',
  tableLimit: 'El casino rechazó esta apuesta: está fuera de los límites de la mesa.',
  casinoRefused: 'El casino rechazó la apuesta ({code}).',
  casinoBusy: 'El casino no confirmó la apuesta, por lo que se canceló. Inténtalo de nuevo.',
  roundVoid: 'La ronda no pudo jugarse; se devolvió la apuesta.',
  slotBet: 'bet: elige una apuesta de la lista.',
  rouletteNoBets: 'bets: coloca al menos una apuesta.',
  rouletteBadBet: 'bets: una apuesta no está en la mesa o es menor que {min}.',
  rouletteMax: 'bets: el máximo de la mesa es {max}.',
  rouletteMin: 'bets: el mínimo de la mesa es {min} entre todas tus apuestas.',
  blackjackBet: 'bet: una apuesta de {min} a {max} en céntimos pares.',
  baccaratBet:
    'bets: una apuesta por casilla (jugador, banca, empate), cada una de al menos {min}; la de banca en múltiplos de 0,20.',
  baccaratTieMax: 'bets: la apuesta máxima al empate en esta mesa es {max}.',
  videoPokerBet: 'coins, coinValue: de 1 a 5 monedas de un valor de la lista, de {min} a {max} en total.',
  videoPokerHold: 'held: las posiciones de 0 a 4 que guardas, cada una una vez y en orden.',
  handInPlay: 'Termina primero la mano en juego.',
  tableClosed: 'No va más: esta ronda de la mesa está cerrada. Apuesta en la siguiente.',
  roundInPlay: 'Termina primero tu ronda en juego (en cualquier juego) antes de cambiar las semillas.',
  seedsChanged:
    'Las semillas se cambiaron entretanto (¿otra pestaña?): revisa el nuevo hash de la siguiente semilla del servidor y vuelve a cambiarlas.',
  noHand: 'roundId: no hay ninguna mano en juego con este id.',
  actionNotAllowed: 'action: no está permitida ahora en esta mano.',
  clientSeed: 'clientSeed: de 1 a 64 caracteres imprimibles, sin espacios ni dos puntos.',
  invalidInput: 'Dato no válido: {detail}',
  busy: 'El servidor de juegos está ocupado. Inténtalo de nuevo.',
};

const fil: Catalogue = {
  linkInvalid: 'Hindi wasto ang link ng larong ito.',
  linkExpired: 'Nag-expire na ang link ng larong ito. Buksan muli ang laro mula sa casino.',
  linkUsed: 'Nagamit na ang link ng larong ito. Buksan muli ang laro mula sa casino.',
  gameUnavailable: 'Hindi available ang larong ito.',
  sessionInvalid: 'Hindi wasto ang session ng larong ito. Isara ang laro at buksan muli.',
  sessionExpired: 'Nag-expire na ang session ng larong ito. Isara ang laro at buksan muli.',
  insufficientFunds: 'Kulang ang balanse para sa taya na ito.',
  playerBlocked: 'Hindi pinapayagan ang paglalaro sa account na ito ngayon.',
  tableLimit: 'Tinanggihan ng casino ang tayang ito: lampas ito sa mga limitasyon ng mesa.',
  casinoRefused: 'Tinanggihan ng casino ang taya ({code}).',
  casinoBusy: 'Hindi kinumpirma ng casino ang taya kaya ito ay kinansela. Pakisubukang muli.',
  roundVoid: 'Hindi nalaro ang round; ibinalik ang taya.',
  slotBet: 'bet: pumili ng taya mula sa listahan.',
  rouletteNoBets: 'bets: maglagay ng kahit isang taya.',
  rouletteBadBet: 'bets: may tayang wala sa mesa o mas mababa sa {min}.',
  rouletteMax: 'bets: ang pinakamataas sa mesa ay {max}.',
  rouletteMin: 'bets: ang pinakamababa sa mesa ay {min} para sa lahat ng taya mo.',
  blackjackBet: 'bet: taya mula {min} hanggang {max} sa buo at pares na sentimo.',
  baccaratBet:
    'bets: isang taya bawat panig (player, banker, tie), bawat isa ay hindi bababa sa {min}; ang taya sa banker ay multiple ng 0.20.',
  baccaratTieMax: 'bets: ang pinakamalaking taya sa tie sa mesang ito ay {max}.',
  videoPokerBet:
    'coins, coinValue: 1 hanggang 5 coin ng isang halaga sa listahan, mula {min} hanggang {max} lahat-lahat.',
  videoPokerHold:
    'held: ang mga posisyong 0 hanggang 4 na itatago mo, bawat isa ay isang beses at sunod-sunod.',
  handInPlay: 'Tapusin muna ang kamay na nilalaro.',
  tableClosed: 'Wala nang taya: sarado na ang round na ito ng mesa. Tumaya sa susunod.',
  roundInPlay: 'Tapusin muna ang round mong nilalaro (sa alinmang laro) bago palitan ang seeds.',
  seedsChanged:
    'Napalitan na ang seeds (sa ibang tab?): tingnan ang bagong hash ng susunod na server seed, saka magpalit muli.',
  noHand: 'roundId: walang kamay na nilalaro na may ganitong id.',
  actionNotAllowed: 'action: hindi pinapayagan sa kamay na ito ngayon.',
  clientSeed: 'clientSeed: 1 hanggang 64 na nakikitang character, walang espasyo o tutuldok.',
  invalidInput: 'Hindi wastong input: {detail}',
  busy: 'Abala ang game server. Pakisubukang muli.',
};

const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, es, fil };

/** The casino's ten languages (apps/casino); the game client has a catalogue for each. */
export const LANGS = ['pt', 'en', 'es', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
export type Lang = (typeof LANGS)[number];

export function resolveLang(lang: string | undefined): Lang {
  if (lang === undefined) return 'es';
  const base = lang.toLowerCase().split(/[-_]/)[0]!;
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en';
}

export function translate(
  lang: string,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const text = (CATALOGUES[lang] ?? en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
