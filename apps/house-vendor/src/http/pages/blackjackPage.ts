import type { Catalogue } from '../i18n';
import { escapeHtml } from './shell';

export const BLACKJACK_CSS = `
.table{background:#22543d;border-radius:12px;padding:12px;min-height:220px}
.cards{display:flex;gap:6px;margin:6px 0;min-height:64px}
.card{width:46px;height:64px;border-radius:6px;background:#fff;color:#1a202c;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:18px}
.card.red{color:#c53030}
.hand{padding:6px;border-radius:8px}
.hand.active{outline:2px solid #f6e05e}
`;

export const blackjackBody = (t: Catalogue) => `
<div class="table">
  <div>${escapeHtml(t.dealer)} <strong id="dealer-total"></strong></div>
  <div id="dealer" class="cards"></div>
  <div id="hands"></div>
</div>
<div class="row">
  <label for="bet">${escapeHtml(t.bet)}</label><input id="bet" value="10.00" inputmode="decimal" size="8">
  <button id="deal" type="button">${escapeHtml(t.deal)}</button>
  <button id="hit" class="secondary" type="button" disabled>${escapeHtml(t.hit)}</button>
  <button id="stand" class="secondary" type="button" disabled>${escapeHtml(t.stand)}</button>
  <button id="double" class="secondary" type="button" disabled>${escapeHtml(t.double)}</button>
  <button id="split" class="secondary" type="button" disabled>${escapeHtml(t.split)}</button>
</div>
<p><small>${escapeHtml(t.blackjackRules)}</small></p>
`;

export const BLACKJACK_JS = `
var RANKS = ['A','2','3','4','5','6','7','8','9','10','J','Q','K'];
var SUITS = ['\\u2660','\\u2665','\\u2666','\\u2663'];
var roundId = null;
function card(c){ var suit = Math.floor(c/13)%4; return el('div', RANKS[c%13] + SUITS[suit], suit===1||suit===2 ? 'card red' : 'card'); }
function render(bj){
  var dealer = $('dealer'); dealer.textContent='';
  var hands = $('hands'); hands.textContent='';
  ['hit','stand','double','split'].forEach(function(a){ $(a).disabled = true; });
  $('deal').disabled = false;
  if(!bj){ $('dealer-total').textContent=''; return; }
  roundId = bj.roundId;
  bj.dealer.forEach(function(c){ dealer.appendChild(card(c)); });
  if(bj.phase==='player') dealer.appendChild(el('div','?','card'));
  $('dealer-total').textContent = bj.dealerTotal;
  bj.hands.forEach(function(h, i){
    var box = el('div', null, 'hand' + (bj.phase==='player' && i===bj.active ? ' active' : ''));
    box.appendChild(el('div', T.hand + ' ' + (i+1) + ': ' + h.total + ' (' + T.bet + ' ' + (h.betCents/100).toFixed(2) + ')' + (h.result ? ' ' + T['result_' + h.result] : '')));
    var cards = el('div', null, 'cards'); h.cards.forEach(function(c){ cards.appendChild(card(c)); }); box.appendChild(cards);
    hands.appendChild(box);
  });
  if(bj.phase==='player'){
    $('deal').disabled = true;
    bj.legalActions.forEach(function(a){ $(a).disabled = false; });
  } else {
    say(bj.payoutCents > 0 ? fmt('paid', {amount: (bj.payoutCents/100).toFixed(2) + ' ' + state.currency}) : T.dealerWins);
  }
}
function after(d){ if(!d) return; render(d.blackjack); afterRound(d); }
boot(function(s){
  render(s.blackjack);
  $('deal').onclick = function(){ say(''); $('deal').disabled = true; api('/blackjack/deal', {bet: $('bet').value}).then(function(d){ $('deal').disabled = false; after(d); }); };
  ['hit','stand','double','split'].forEach(function(a){
    $(a).onclick = function(){ api('/blackjack/action', {roundId: roundId, action: a}).then(after); };
  });
});
`;
