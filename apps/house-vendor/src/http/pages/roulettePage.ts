import type { Catalogue } from '../i18n';
import { escapeHtml } from './shell';

export const ROULETTE_CSS = `
.layout{display:grid;grid-template-columns:48px repeat(12,1fr);gap:3px;user-select:none}
.pocket{padding:10px 0;text-align:center;border-radius:4px;cursor:pointer;font-weight:700;position:relative}
.pocket.red{background:#c53030}.pocket.black{background:#1a202c}.pocket.green{background:#2f855a}
.pocket.picked{outline:3px solid #f6e05e}
.pocket .chip{position:absolute;top:-6px;right:-4px;background:#f6e05e;color:#1a1a1a;border-radius:10px;font-size:10px;padding:0 4px}
.zero{grid-row:1 / span 3}
.outside{display:grid;grid-template-columns:repeat(6,1fr);gap:3px;margin-top:3px}
.outside button,.columns button{background:#2d3f5c;color:#eef2f8;padding:8px 0}
.columns{display:grid;grid-template-columns:repeat(3,1fr);gap:3px;margin-top:3px}
.result{font-size:28px;font-weight:800}
`;

export const rouletteBody = (t: Catalogue) => {
  const x = (key: keyof Catalogue) => escapeHtml(t[key]);
  return `
<div class="row">
  <label for="kind">${x('betType')}</label>
  <select id="kind">
    <option value="straight">${x('straight')}</option><option value="split">${x('splitBet')}</option>
    <option value="street">${x('street')}</option><option value="corner">${x('corner')}</option>
    <option value="sixLine">${x('sixLine')}</option>
  </select>
  <label for="chip">${x('chip')}</label>
  <select id="chip"><option>0.10</option><option>0.50</option><option selected>1.00</option><option>5.00</option><option>25.00</option><option>100.00</option></select>
</div>
<div id="layout" class="layout"></div>
<div class="columns"><button type="button" data-kind="column" data-index="3">${x('column3')}</button><button type="button" data-kind="column" data-index="2">${x('column2')}</button><button type="button" data-kind="column" data-index="1">${x('column1')}</button></div>
<div class="columns"><button type="button" data-kind="dozen" data-index="1">${x('dozen1')}</button><button type="button" data-kind="dozen" data-index="2">${x('dozen2')}</button><button type="button" data-kind="dozen" data-index="3">${x('dozen3')}</button></div>
<div class="outside"><button type="button" data-kind="low">${x('low')}</button><button type="button" data-kind="even">${x('even')}</button><button type="button" data-kind="red">${x('red')}</button><button type="button" data-kind="black">${x('black')}</button><button type="button" data-kind="odd">${x('odd')}</button><button type="button" data-kind="high">${x('high')}</button></div>
<ul id="bets"></ul>
<div class="row"><button id="spin" type="button">${x('spin')}</button><button id="clear" class="secondary" type="button">${x('clearBets')}</button><span>${x('total')} <strong id="total">0.00</strong></span><span class="result" id="result"></span></div>
<p><small>${x('rouletteHelp')}</small></p>
`;
};

export const ROULETTE_JS = `
var RED = [1,3,5,7,9,12,14,16,18,19,21,23,25,27,30,32,34,36];
var SIZE = {straight:1, split:2, street:3, corner:4, sixLine:6};
var bets = [], picking = [];
function color(n){ return n===0 ? 'green' : (RED.indexOf(n)>=0 ? 'red' : 'black'); }
function cents(s){ var p = s.split('.'); return Number(p[0])*100 + Number((p[1]||'').concat('00').slice(0,2)); }
function money(c){ return (c/100).toFixed(2); }
function addBet(bet){
  var same = bets.filter(function(b){ return b.kind===bet.kind && String(b.numbers)===String(bet.numbers) && b.index===bet.index; })[0];
  if(same) same.amount = money(cents(same.amount) + cents(bet.amount)); else bets.push(bet);
  showBets();
}
function label(b){
  if(b.kind==='column' || b.kind==='dozen') return T[b.kind + b.index];
  var name = T[b.kind==='split' ? 'splitBet' : b.kind].replace(/ [(].*/, '');
  return b.numbers ? name + ' ' + b.numbers.join('-') : name;
}
function showBets(){
  var list = $('bets'); list.textContent=''; var total = 0;
  bets.forEach(function(b){ total += cents(b.amount); list.appendChild(el('li', label(b) + ': ' + b.amount)); });
  $('total').textContent = money(total);
  document.querySelectorAll('.pocket').forEach(function(p){
    var n = Number(p.dataset.n); var old = p.querySelector('.chip'); if(old) p.removeChild(old);
    p.classList.toggle('picked', picking.indexOf(n)>=0);
    var on = bets.filter(function(b){ return b.numbers && b.numbers.length===1 && b.numbers[0]===n; })[0];
    if(on) p.appendChild(el('span', on.amount, 'chip'));
  });
}
function pick(n){
  var kind = $('kind').value;
  if(picking.indexOf(n)<0) picking.push(n);
  if(picking.length >= SIZE[kind]){ addBet({kind: kind, numbers: picking.slice().sort(function(a,b){return a-b;}), amount: $('chip').value}); picking = []; }
  showBets();
}
boot(function(){
  var layout = $('layout');
  var zero = el('div', '0', 'pocket green zero'); zero.dataset.n = '0'; zero.onclick = function(){ pick(0); }; layout.appendChild(zero);
  for(var row=2; row>=0; row--) for(var col=0; col<12; col++){
    (function(n){ var p = el('div', n, 'pocket ' + color(n)); p.dataset.n = String(n); p.onclick = function(){ pick(n); }; layout.appendChild(p); })(col*3 + row + 1);
  }
  document.querySelectorAll('button[data-kind]').forEach(function(b){
    b.onclick = function(){ var bet = {kind: b.dataset.kind, amount: $('chip').value}; if(b.dataset.index) bet.index = Number(b.dataset.index); addBet(bet); };
  });
  $('kind').onchange = function(){ picking = []; showBets(); };
  $('clear').onclick = function(){ bets = []; picking = []; showBets(); };
  $('spin').onclick = function(){
    if(!bets.length){ say(T.placeBetFirst, true); return; }
    $('spin').disabled = true; say('');
    api('/roulette/spin', {bets: bets}).then(function(d){
      $('spin').disabled = false;
      if(!d) return;
      var r = $('result'); r.textContent = d.outcome.number; r.style.color = d.outcome.color==='red' ? '#fc8181' : (d.outcome.color==='green' ? '#68d391' : '#eef2f8');
      say(d.outcome.payoutCents>0 ? fmt('youWin', {amount: money(d.outcome.payoutCents) + ' ' + state.currency}) : fmt('noWinOn', {number: d.outcome.number}));
      afterRound(d);
    });
  };
  showBets();
});
`;
