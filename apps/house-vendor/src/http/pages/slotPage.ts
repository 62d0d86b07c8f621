import type { Catalogue } from '../i18n';
import { escapeHtml } from './shell';

export const SLOT_CSS = `
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;background:#0b1322;padding:10px;border-radius:10px}
.cell{height:72px;display:flex;align-items:center;justify-content:center;background:#1c2d4a;border-radius:8px;transition:background .2s}
.cell.win{background:#2f855a}
ul.wins{margin:4px 0;padding-left:18px;font-size:13px}
.jackpot{margin:6px 0;font-weight:800;color:#f6e05e}
`;

export const slotBody = (t: Catalogue) => `
<div id="reels" class="reels"></div>
<div class="row">
  <label for="bet">${escapeHtml(t.bet)}</label><select id="bet"></select>
  <button id="spin" type="button">${escapeHtml(t.spin)}</button>
  <span>${escapeHtml(t.slotHelp)}</span>
</div>
<p id="jackpot" class="jackpot" hidden></p>
<ul id="wins" class="wins"></ul>
`;

export const SLOT_JS = `
// Symbols are drawn as SVG so that the page needs no image or emoji font.
var NS = 'http://www.w3.org/2000/svg';
function shape(tag, attrs){ var e = document.createElementNS(NS, tag); for(var k in attrs) e.setAttribute(k, attrs[k]); return e; }
function label(text, fill){ var t = shape('text', {x:'32', y:'41', 'text-anchor':'middle', 'font-size': text.length > 2 ? '17' : '30', 'font-weight':'800', fill: fill, 'font-family':'system-ui,sans-serif'}); t.textContent = text; return t; }
var FACES = {
  cherry: function(){ return [shape('path',{d:'M22 40 C26 24 34 16 44 12 M42 42 C40 28 40 20 44 12',stroke:'#48bb78','stroke-width':'3',fill:'none'}), shape('circle',{cx:'22',cy:'44',r:'9',fill:'#e53e3e'}), shape('circle',{cx:'42',cy:'46',r:'9',fill:'#c53030'})]; },
  lemon: function(){ return [shape('ellipse',{cx:'32',cy:'34',rx:'20',ry:'14',fill:'#ecc94b'})]; },
  orange: function(){ return [shape('circle',{cx:'32',cy:'34',r:'17',fill:'#ed8936'}), shape('path',{d:'M32 17 l6 -6',stroke:'#48bb78','stroke-width':'3'})]; },
  plum: function(){ return [shape('circle',{cx:'32',cy:'35',r:'16',fill:'#805ad5'}), shape('path',{d:'M32 19 q4 -8 10 -8',stroke:'#48bb78','stroke-width':'3',fill:'none'})]; },
  grape: function(){ var c = []; [[26,22],[38,22],[20,33],[32,33],[44,33],[26,44],[38,44],[32,54]].forEach(function(p){ c.push(shape('circle',{cx:String(p[0]),cy:String(p[1]),r:'6.5',fill:'#6b46c1'})); }); return c; },
  bell: function(){ return [shape('path',{d:'M32 12 C20 12 18 26 18 36 L13 46 L51 46 L46 36 C46 26 44 12 32 12 Z',fill:'#d69e2e'}), shape('circle',{cx:'32',cy:'50',r:'5',fill:'#b7791f'})]; },
  bar: function(){ return [shape('rect',{x:'8',y:'20',width:'48',height:'26',rx:'4',fill:'#2d3748',stroke:'#e2e8f0','stroke-width':'2'}), label('BAR','#e2e8f0')]; },
  seven: function(){ return [label('7','#f56565')]; },
  wild: function(){ return [shape('polygon',{points:'32,6 39,24 58,24 43,36 49,55 32,44 15,55 21,36 6,24 25,24',fill:'#f6e05e'}), label('W','#744210')]; },
  scatter: function(){ return [shape('polygon',{points:'32,8 54,28 32,56 10,28',fill:'#4fd1c5',stroke:'#e6fffa','stroke-width':'2'})]; }
};
function face(name){ var svg = shape('svg', {viewBox:'0 0 64 64', width:'56', height:'56', role:'img', 'aria-label': name}); FACES[name]().forEach(function(part){ svg.appendChild(part); }); return svg; }
var LINES = [[1,1,1,1,1],[0,0,0,0,0],[2,2,2,2,2],[0,1,2,1,0],[2,1,0,1,2],[0,0,1,2,2],[2,2,1,0,0],[1,0,0,0,1],[1,2,2,2,1],[0,1,1,1,0],[2,1,1,1,2],[1,0,1,2,1],[1,2,1,0,1],[0,1,0,1,0],[2,1,2,1,2],[1,1,0,1,1],[1,1,2,1,1],[0,0,2,0,0],[2,2,0,2,2],[0,2,2,2,0]];
var STAKES = ['0.20','0.40','1.00','2.00','4.00','10.00','20.00','50.00','100.00'];
function drawWindow(win, winning){
  var grid = $('reels'); grid.textContent='';
  for(var row=0; row<3; row++) for(var reel=0; reel<5; reel++){
    var name = win ? win[reel][row] : 'cherry';
    var c = el('div', null, 'cell');
    c.appendChild(face(name));
    if(winning[reel*3+row]) c.className += ' win';
    grid.appendChild(c);
  }
}
// The casino's balance answer names the progressive jackpot of a game that feeds one (PROTOCOL.md).
function showJackpot(amount){ if(amount){ $('jackpot').textContent = fmt('jackpot', {amount: amount + ' ' + state.currency}); $('jackpot').hidden = false; } }
boot(function(s){
  showJackpot(s.jackpot);
  var select = $('bet');
  STAKES.forEach(function(s){ var o = el('option', s); o.value = s; select.appendChild(o); });
  drawWindow(null, {});
  $('spin').onclick = function(){
    $('spin').disabled = true; say('');
    api('/slot/spin', {bet: select.value}).then(function(d){
      $('spin').disabled = false;
      if(!d) return;
      var o = d.outcome, winning = {}, list = $('wins'); list.textContent='';
      o.lineWins.forEach(function(w){
        for(var r=0; r<w.count; r++) winning[r*3 + LINES[w.line-1][r]] = true;
        list.appendChild(el('li', fmt('lineWin', w)));
      });
      if(o.scatterMultiplier>0) list.appendChild(el('li', fmt('scatterWin', {count: o.scatterCount, multiplier: o.scatterMultiplier})));
      drawWindow(o.window, winning);
      say(o.payoutCents > 0 ? fmt('youWin', {amount: (o.payoutCents/100).toFixed(2) + ' ' + state.currency}) : T.noWin);
      if(d.jackpot && d.jackpot !== '0.00') say(fmt('jackpotWon', {amount: d.jackpot + ' ' + state.currency}));
      afterRound(d);
    });
  };
});
`;
