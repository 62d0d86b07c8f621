import type { Catalogue } from '../i18n';

/**
 * The shell every game page shares: balance bar, provably-fair panel (server seed hash, client seed,
 * rotation, receipts checked in the page) and the JSON API helper. Self-contained: no external script, style, font or image.
 */
export const SHELL_CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#0f1a2b;color:#eef2f8}
header{display:flex;gap:12px;align-items:center;justify-content:space-between;padding:8px 12px;background:#15233a}
header h1{font-size:16px;margin:0}
.badge{padding:2px 8px;border-radius:10px;background:#2b6cb0;font-size:12px}
.badge.fun{background:#805ad5}
main{padding:12px;max-width:860px;margin:0 auto}
button{font:inherit;padding:8px 14px;border-radius:6px;border:0;background:#d69e2e;color:#1a1a1a;cursor:pointer}
button:disabled{opacity:.45;cursor:not-allowed}
button.secondary{background:#2d3f5c;color:#eef2f8}
select,input{font:inherit;padding:6px;border-radius:6px;border:1px solid #2d3f5c;background:#0b1322;color:#eef2f8}
.row{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:8px 0}
.message{min-height:22px;margin:8px 0;color:#f6e05e}
.message.error{color:#fc8181}
details{margin-top:16px;background:#15233a;border-radius:8px;padding:8px 12px}
summary{cursor:pointer;font-weight:600}
code{word-break:break-all;font-size:12px;color:#a3bffa}
table{border-collapse:collapse;width:100%;font-size:12px}
td,th{border-bottom:1px solid #2d3f5c;padding:4px;text-align:left;vertical-align:top}
.ok{color:#68d391}.bad{color:#fc8181}
`;

export const SHELL_JS = `
function fmt(key, values){ return T[key].replace(/[{](\\w+)[}]/g, function(w, k){ return values && k in values ? String(values[k]) : w; }); }
var SESSION = document.querySelector('meta[name="house-session"]').content;
var API = document.querySelector('meta[name="house-api"]').content;
var state = null;
function $(id){return document.getElementById(id);}
function el(tag, text, cls){var e=document.createElement(tag); if(text!==undefined&&text!==null) e.textContent=String(text); if(cls) e.className=cls; return e;}
function say(text, isError){var m=$('message'); m.textContent=text||''; m.className=isError?'message error':'message';}
function api(path, body){
  return fetch(API + path, {method:'POST', headers:{'content-type':'application/json','x-house-session':SESSION}, body:JSON.stringify(body||{})})
    .then(function(r){return r.json();})
    .catch(function(){return {error:-1,message:T.network,data:null};})
    .then(function(env){ if(env.error!==0){ say(env.message, true); return null; } return env.data; });
}
function showBalance(balance){ if(balance!==null&&balance!==undefined){ $('balance').textContent = balance + ' ' + state.currency; } }
// The commitments this page has shown: a rotation must activate the next hash shown and reveal the seed
// of the hash shown, or the vendor broke its word (checked here, not by the vendor).
var shown = null;
function showSeeds(seeds){ shown = seeds; $('seed-hash').textContent = seeds.serverSeedHash; $('next-seed-hash').textContent = seeds.nextServerSeedHash; $('client-seed').value = seeds.clientSeed; $('nonce').textContent = seeds.nonce; }
function rotate(){
  var before = shown;
  api('/seeds/rotate', {clientSeed: $('client-seed').value, nextServerSeedHash: before.nextServerSeedHash}).then(function(d){
    if(!d){ api('/session', {}).then(function(s){ if(s) showSeeds(s.seeds); }); return; }
    $('revealed').textContent = fmt('previousSeed', {seed: d.revealed.serverSeed, hash: d.revealed.serverSeedHash, rounds: d.revealed.rounds});
    var kept = d.revealed.serverSeedHash === before.serverSeedHash && d.seeds.serverSeedHash === before.nextServerSeedHash;
    showSeeds(d.seeds); say(kept ? T.rotated : T.commitmentBroken, !kept); loadReceipts();
  });
}
function money(cents){ return (cents / 100).toFixed(2); }
/** The player's own check: HouseVerifier replays the round with Web Crypto from the revealed seeds. */
function check(r, cell){
  if(r.serverSeed === null){ cell.textContent = T.afterRotation; return; }
  if(!window.crypto || !window.crypto.subtle){ cell.textContent = T.verifierUnavailable; return; }
  cell.textContent = T.checking;
  HouseVerifier.verifyReceipt(r).then(function(v){
    var ok = v.ok && money(v.payoutCents) === r.payout;
    cell.textContent = ok ? T.verified : T.mismatch; cell.className = ok ? 'ok' : 'bad';
  });
}
function loadReceipts(){
  api('/receipts', {}).then(function(list){
    if(!list) return;
    var body = $('receipts'); body.textContent='';
    list.forEach(function(r){
      var tr = el('tr');
      tr.appendChild(el('td', r.createdAt.replace('T',' ').slice(0,19)));
      tr.appendChild(el('td', r.bet + ' / ' + r.payout));
      tr.appendChild(el('td', r.clientSeed + ' #' + r.nonce));
      var seed = el('td'); seed.appendChild(el('code', r.serverSeed || ('hash ' + r.serverSeedHash))); tr.appendChild(seed);
      var cell = el('td'); tr.appendChild(cell); check(r, cell);
      body.appendChild(tr);
    });
  });
}
function afterRound(d){ showBalance(d.balance); showSeeds(d.seeds); }
function boot(render){
  api('/session', {}).then(function(s){
    if(!s) return;
    state = s;
    $('mode').textContent = s.mode === 'fun' ? T.playForFun : T.realMoney;
    if(s.mode==='fun') $('mode').className='badge fun';
    showBalance(s.balance); showSeeds(s.seeds);
    $('rotate').onclick = rotate;
    $('fair').addEventListener('toggle', function(){ if($('fair').open) loadReceipts(); });
    render(s);
  });
}
`;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The catalogue as a script literal; `<` escaped so no text can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function shellHtml(options: {
  lang: string;
  t: Catalogue;
  nonce: string;
  sessionId: string;
  apiPath: string;
  title: string;
  css: string;
  body: string;
  script: string;
  /** The bundled HouseVerifier (verifierScript.ts). */
  verifier: string;
}): string {
  const { t } = options;
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="house-session" content="${escapeHtml(options.sessionId)}">
<meta name="house-api" content="${escapeHtml(options.apiPath)}">
<title>${escapeHtml(options.title)}</title>
<style nonce="${options.nonce}">${SHELL_CSS}${options.css}</style>
</head>
<body>
<header><h1>${escapeHtml(options.title)}</h1><span id="mode" class="badge"></span><strong id="balance">…</strong></header>
<main>
${options.body}
<p id="message" class="message" role="status" aria-live="polite"></p>
<details id="fair">
<summary>${escapeHtml(t.provablyFair)}</summary>
<p>${escapeHtml(t.seedHash)} <code id="seed-hash"></code></p>
<p>${escapeHtml(t.nextSeedHash)} <code id="next-seed-hash"></code></p>
<div class="row"><label for="client-seed">${escapeHtml(t.clientSeedLabel)}</label><input id="client-seed" maxlength="64">
<span>${escapeHtml(t.nextNonce)} <strong id="nonce"></strong></span>
<button id="rotate" class="secondary" type="button">${escapeHtml(t.rotateSeeds)}</button></div>
<p><small>${escapeHtml(t.fairExplain)}</small></p>
<p id="revealed"></p>
<table><thead><tr><th>${escapeHtml(t.colTime)}</th><th>${escapeHtml(t.colBet)}</th><th>${escapeHtml(t.colSeed)}</th><th>${escapeHtml(t.colServerSeed)}</th><th>${escapeHtml(t.colCheck)}</th></tr></thead><tbody id="receipts"></tbody></table>
</details>
</main>
<script nonce="${options.nonce}">${options.verifier}</script>
<script nonce="${options.nonce}">var T = ${scriptJson(t)};${SHELL_JS}${options.script}</script>
</body>
</html>`;
}

export function errorHtml(lang: string, message: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(message)}</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
}
