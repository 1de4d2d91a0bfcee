// manastack in the browser: draws the seat's state sent by the server and sends
// back the legal action clicked. The page never decides what is legal: every
// clickable thing is one of the actions the server listed for this decision.
"use strict";

const WORDS = {
  en: {lang: "Language", stops: "Stop everywhere", undo: "Undo", concede: "Concede", save: "Save",
       log: "Log", exile: "Exile", seat: "Seat", library: "Library", hand: "Hand", graveyard: "Graveyard",
       life: "Life", poison: "Poison", pool: "Mana", stack: "Stack", empty: "(empty)", turn: "Turn",
       waiting: "Waiting for the opponent…", over: "Game over", winner: "{name} wins", draw: "A draw",
       targets: "targets", mode: "mode", connecting: "Connecting…", offline: "Connection lost: reconnecting…",
       undo_offer: "{name} asks to take back to an earlier decision.", accept: "Accept", refuse: "Refuse",
       replay: "Replay this game", more: "more on the cards", clock: "clock",
       steps: "Action {step} of {steps}", pick: "Choose a saved game (JSON)",
       your_deck: "Your deck", opponent_deck: "Opponent's deck", opponent: "Opponent",
       computer: "the computer", human: "a person (two links)",
       clock_seconds: "Clock per decision (seconds, empty: none)", start: "Start",
       secret_links: "Each link is one seat's secret: open yours, send the other to your opponent.",
       replay_saved: "Replay a saved game"},
  it: {lang: "Lingua", stops: "Fermati ovunque", undo: "Annulla", concede: "Concedi", save: "Salva",
       log: "Registro", exile: "Esilio", seat: "Posto", library: "Grimorio", hand: "Mano", graveyard: "Cimitero",
       life: "Vita", poison: "Veleno", pool: "Mana", stack: "Pila", empty: "(vuota)", turn: "Turno",
       waiting: "In attesa dell'avversario…", over: "Partita finita", winner: "Vince {name}", draw: "Pareggio",
       targets: "bersagli", mode: "modo", connecting: "Connessione…", offline: "Connessione persa: riconnessione…",
       undo_offer: "{name} chiede di tornare a una decisione precedente.", accept: "Accetta", refuse: "Rifiuta",
       replay: "Rivedi la partita", more: "altre sulle carte", clock: "orologio",
       steps: "Azione {step} di {steps}", pick: "Scegli una partita salvata (JSON)",
       your_deck: "Il tuo mazzo", opponent_deck: "Mazzo dell'avversario", opponent: "Avversario",
       computer: "il computer", human: "una persona (due link)",
       clock_seconds: "Orologio per decisione (secondi, vuoto: nessuno)", start: "Inizia",
       secret_links: "Ogni link è il segreto di un posto: apri il tuo, manda l'altro al tuo avversario.",
       replay_saved: "Rivedi una partita salvata"},
  fr: {lang: "Langue", stops: "S'arrêter partout", undo: "Annuler", concede: "Concéder", save: "Sauvegarder",
       log: "Journal", exile: "Exil", seat: "Place", library: "Bibliothèque", hand: "Main", graveyard: "Cimetière",
       life: "Vie", poison: "Poison", pool: "Mana", stack: "Pile", empty: "(vide)", turn: "Tour",
       waiting: "En attente de l'adversaire…", over: "Partie terminée", winner: "{name} gagne", draw: "Match nul",
       targets: "cibles", mode: "mode", connecting: "Connexion…", offline: "Connexion perdue : reconnexion…",
       undo_offer: "{name} demande de revenir à une décision antérieure.", accept: "Accepter", refuse: "Refuser",
       replay: "Revoir la partie", more: "autres sur les cartes", clock: "horloge",
       steps: "Action {step} sur {steps}", pick: "Choisir une partie sauvegardée (JSON)",
       your_deck: "Votre deck", opponent_deck: "Deck de l'adversaire", opponent: "Adversaire",
       computer: "l'ordinateur", human: "une personne (deux liens)",
       clock_seconds: "Horloge par décision (secondes, vide : aucune)", start: "Commencer",
       secret_links: "Chaque lien est le secret d'une place : ouvrez le vôtre, envoyez l'autre à votre adversaire.",
       replay_saved: "Revoir une partie sauvegardée"},
};

const $ = (id) => document.getElementById(id);
let lang = localStorage.getItem("manastack.lang") || "en";
let state = null;       // the seat's state, as the server last described it
let socket = null;
let tableId = null, token = null;
let replay = null;      // {save, step, steps, seat} in replay mode
let retry = 0;

function word(key, fill = {}) {
  let text = (WORDS[lang] || WORDS.en)[key] || WORDS.en[key] || key;
  for (const [k, v] of Object.entries(fill)) text = text.replace(`{${k}}`, v);
  return text;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
}

// {R} {2} {T} {W/U} {G/P} as Mana font symbols
function symbols(text) {
  return escapeHtml(text).replace(/\{([^}]{1,5})\}/g, (whole, sym) => {
    let s = sym.toLowerCase().replace("/", "");
    if (s === "t") s = "tap";
    else if (s === "q") s = "untap";
    if (!/^[a-z0-9]+$/.test(s)) return whole;
    return `<i class="ms ms-${s} ms-cost ms-shadow" title="{${escapeHtml(sym)}}"></i>`;
  });
}

function translatePage() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = word(el.dataset.t);
  $("lang").value = lang;
}

// ------------------------------------------------------------------ connection
function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  setStatus(word("connecting"));
  socket.onopen = () => {
    socket.send(JSON.stringify({type: "hello", protocol: 1, table: tableId, token, lang}));
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    if (socket && socket.permanentError) return;
    setStatus(word("offline"));
    document.body.classList.add("offline");
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 300 * retry);
  };
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function receive(message) {
  if (message.type === "welcome") {
    retry = 0;
    document.body.classList.remove("offline");
  } else if (message.type === "state") {
    state = message.state;
    render();
  } else if (message.type === "patch") {
    for (const [k, v] of Object.entries(message.changes)) {
      if (v === null) delete state[k]; else state[k] = v;
    }
    if (message.log_add) state.log = state.log.concat(message.log_add);
    render();
  } else if (message.type === "error") {
    document.body.classList.remove("waiting");
    notice(message.detail);
    if (["bad_token", "no_table", "bad_hello"].includes(message.code)) socket.permanentError = true;
  }
}

function notice(text) {
  const n = $("notice");
  n.textContent = text;
  n.hidden = false;
  clearTimeout(notice.timer);
  notice.timer = setTimeout(() => { n.hidden = true; }, 4000);
}

function setStatus(text) { $("status").textContent = text; }

function act(index) {
  const d = state && state.view.decision;
  if (!d || !d.actions || !d.actions[index]) return;
  hideMenu();
  document.body.classList.add("waiting");
  send({type: "act", action: d.actions[index].action, at: state.at});
}

// ------------------------------------------------------------------- drawing
function render() {
  const view = state.view;
  document.body.classList.remove("waiting");
  document.body.dataset.at = state.at;  // the decision number, for tests and scripts
  document.body.dataset.over = view.over ? "yes" : "no";
  document.body.dataset.deciding = view.decision && view.decision.actions ? "yes" : "no";
  translatePage();
  const me = view.players[view.you], opp = view.players[1 - view.you];
  const links = actionsByAnchor(view);
  drawSeat($("me"), me, view, links, true);
  drawSeat($("opp"), opp, view, links, false);
  drawField($("my-field"), view, me.index, links);
  drawField($("opp-field"), view, opp.index, links);
  drawStack(view, links);
  drawDecision(view, links);
  drawLog(state.log);
  $("exile").innerHTML = "";
  for (const c of view.exile) $("exile").append(cardEl(c, links));
  if (!view.exile.length) $("exile").textContent = word("empty");
  drawStatus(view);
  if (state.table) drawTable(state.table);
}

function drawStatus(view) {
  let text = `${word("turn")} ${view.turn} · ${view.step || ""}`;
  if (view.over) {
    const w = view.winner;
    text = `${word("over")}: ` + (w === null ? word("draw") : word("winner", {name: view.players[w].name}));
  } else if (view.decision && view.decision.player !== view.you) {
    text += ` · ${word("waiting")}`;
  }
  setStatus(text);
  document.body.classList.toggle("over", !!view.over);
}

function drawTable(table) {
  $("stops").checked = table.stop_everywhere;
  const points = table.undo_points.filter((p) => p < state.at);
  $("undo").disabled = !points.length || state.view.over;
  $("save").href = `/api/tables/${tableId}/save?token=${encodeURIComponent(token)}`;
  $("save").hidden = !table.against_computer && !state.view.over;
  const offer = table.undo_offer;
  const box = $("decision");
  if (offer && offer.by !== table.seat) {
    const div = document.createElement("div");
    div.className = "offer";
    div.dataset.testid = "undo-offer";
    div.textContent = word("undo_offer", {name: table.seats[offer.by].name}) + " ";
    for (const [key, yes] of [["accept", true], ["refuse", false]]) {
      const b = document.createElement("button");
      b.textContent = word(key);
      b.dataset.testid = `undo-${key}`;
      b.onclick = () => send({type: "undo_answer", accept: yes});
      div.append(b);
    }
    box.prepend(div);
  }
  if (state.view.over) {
    const a = document.createElement("a");
    a.href = `/replay?table=${tableId}#${token}`;
    a.textContent = word("replay");
    a.dataset.testid = "replay-link";
    box.append(a);
  }
}

// Which legal actions belong to which thing on the page: an object id or a player.
function anchorOf(action, kind) {
  const [verb, ...args] = action;
  if (kind === "x" || kind === "mode") return null;
  const first = args[0];
  if (["pass", "done", "autopay", "keep", "mulligan"].includes(verb)) return null;
  if (typeof first === "number") return `o${first}`;
  if (typeof first === "string" && /^P\d+$/.test(first)) return `p${first.slice(1)}`;
  return null;
}

function actionsByAnchor(view) {
  const links = new Map();
  const d = view.decision;
  if (!d || !d.actions) return links;
  d.actions.forEach((a, i) => {
    const key = anchorOf(a.action, d.kind);
    if (key === null) return;
    if (!links.has(key)) links.set(key, []);
    links.get(key).push(i);
  });
  return links;
}

function bindActions(el, key, links) {
  const mine = links.get(key);
  if (!mine) return;
  el.classList.add("actable");
  el.addEventListener("click", (event) => {
    event.stopPropagation();
    if (mine.length === 1) act(mine[0]);
    else showMenu(event, mine);
  });
}

function cardEl(card, links, extra = {}) {
  const el = document.createElement("div");
  el.className = "card";
  el.dataset.id = card.id;
  el.dataset.testid = `card-${card.id}`;
  const shown = card.card ? `${card.name} (${card.card})` : card.name;
  el.innerHTML = `<span class="name">${escapeHtml(shown)}</span>`;
  const text = state.cards[card.card || card.name];
  if (text && text.faces[0].cost) el.innerHTML += `<span class="cost">${symbols(text.faces[0].cost)}</span>`;
  if (extra.body) el.innerHTML += extra.body;
  if (card.face_down) el.classList.add("face-down");
  el.addEventListener("mouseenter", (e) => showTip(e, card));
  el.addEventListener("mouseleave", hideTip);
  bindActions(el, `o${card.id}`, links);
  return el;
}

function permanentEl(p, links) {
  const bits = [];
  if (p.power !== undefined) bits.push(`<span class="pt">${p.power}/${p.toughness}</span>`);
  if (p.damage) bits.push(`<span class="dmg">−${p.damage}</span>`);
  for (const [k, n] of Object.entries(p.counters || {})) bits.push(`<span class="ctr">${escapeHtml(k)}×${n}</span>`);
  if (p.keyword_names && p.keyword_names.length) bits.push(`<span class="kw">${escapeHtml(p.keyword_names.join(", "))}</span>`);
  if (p.attacking !== undefined) bits.push(`<span class="tag attack">⚔</span>`);
  if (p.blocking !== undefined) bits.push(`<span class="tag block">🛡 #${p.blocking}</span>`);
  const el = cardEl(p, links, {body: `<span class="stats">${bits.join(" ")}</span>`});
  el.classList.toggle("tapped", p.tapped);
  el.classList.toggle("sick", p.summoning_sick && p.types.includes("Creature"));
  if (p.attacking !== undefined) el.classList.add("attacking");
  if (p.blocking !== undefined) el.classList.add("blocking");
  return el;
}

function drawField(box, view, player, links) {
  box.innerHTML = "";
  const mine = view.battlefield.filter((p) => p.controller === player);
  const lands = mine.filter((p) => p.types.includes("Land"));
  const others = mine.filter((p) => !p.types.includes("Land"));
  for (const row of [others, lands]) {
    const div = document.createElement("div");
    div.className = "row";
    for (const p of row) div.append(permanentEl(p, links));
    box.append(div);
  }
}

function drawSeat(box, player, view, links, isMe) {
  box.innerHTML = "";
  const info = document.createElement("div");
  info.className = "info";
  info.dataset.testid = isMe ? "my-info" : "opponent-info";
  const pool = Object.entries(player.mana_pool || {}).map(([c, n]) => symbols(`{${c}}`).repeat(n)).join("");
  info.innerHTML = `<b>${escapeHtml(player.name)}</b>` +
    `<span class="life" data-testid="life-${player.index}">♥ ${player.life}</span>` +
    (player.poison ? `<span>${word("poison")}: ${player.poison}</span>` : "") +
    `<span data-testid="library-${player.index}">${word("library")}: ${player.library}</span>` +
    `<span>${word("hand")}: ${player.hand_size}</span>` +
    (pool ? `<span class="pool">${pool}</span>` : "") +
    (view.active_player === player.index ? `<span class="active">●</span>` : "");
  if (state.table) {
    const seat = state.table.seats[player.index];
    if (seat && seat.kind === "human" && !isMe) info.innerHTML += `<span class="${seat.connected ? "online" : "away"}">●</span>`;
  }
  bindActions(info, `p${player.index}`, links);
  box.append(info);
  const hand = document.createElement("div");
  hand.className = "hand";
  hand.dataset.testid = isMe ? "my-hand" : "opponent-hand";
  if (player.hand) {
    for (const c of player.hand) hand.append(cardEl(c, links));
  } else {
    const known = new Set((player.known_hand || []).map((c) => c.id));
    for (const c of player.known_hand || []) hand.append(cardEl(c, links));
    for (let i = known.size; i < player.hand_size; i++) {
      const back = document.createElement("div");
      back.className = "card back";
      back.dataset.testid = "card-back";
      hand.append(back);
    }
  }
  box.append(hand);
  const grave = document.createElement("div");
  grave.className = "graveyard";
  grave.dataset.testid = `graveyard-${player.index}`;
  grave.innerHTML = `<span class="label">${word("graveyard")} (${player.graveyard.length})</span>`;
  for (const c of player.graveyard) grave.append(cardEl(c, links));
  box.append(grave);
}

function drawStack(view, links) {
  const box = $("stack");
  box.innerHTML = `<span class="label">${word("stack")}</span>`;
  if (!view.stack.length) box.innerHTML += ` <span class="dim">${word("empty")}</span>`;
  for (const item of view.stack) {
    const extra = [];
    if (item.mode !== undefined) extra.push(`${word("mode")} ${item.mode}`);
    if (item.x !== undefined) extra.push(`X=${item.x}`);
    if (item.targets && item.targets.length) extra.push(`→ ${item.targets.map(escapeHtml).join(", ")}`);
    const el = cardEl(item, links, {body: `<span class="stats">${extra.join(" · ")}</span>`});
    el.classList.add(item.ability ? "ability" : "spell");
    el.classList.add(item.controller === view.you ? "mine" : "theirs");
    box.append(el);
  }
}

function drawDecision(view, links) {
  const box = $("decision");
  box.innerHTML = "";
  const d = view.decision;
  if (!d || !d.actions) return;
  const prompt = document.createElement("div");
  prompt.className = "prompt";
  prompt.dataset.testid = "prompt";
  prompt.innerHTML = symbols(d.prompt);
  box.append(prompt);
  for (const c of [d.card, ...(d.revealed || [])].filter(Boolean)) box.append(cardEl(c, links));
  const buttons = document.createElement("div");
  buttons.className = "buttons";
  let onCards = 0;
  d.actions.forEach((a, i) => {
    const key = anchorOf(a.action, d.kind);
    if (key !== null && document.querySelector(key[0] === "o" ? `[data-id="${key.slice(1)}"]` : `[data-testid="${key[0] === "p" && Number(key.slice(1)) === view.you ? "my-info" : "opponent-info"}"]`)) {
      onCards += 1;
      return;
    }
    const b = document.createElement("button");
    b.innerHTML = symbols(d.kind === "mode" ? modeText(view, a.action[1], a.text) : a.text);
    b.dataset.testid = `action-${i}`;
    b.dataset.kind = a.action[0];
    if (i === state.default) { b.classList.add("default"); b.title = "Space / Enter"; }
    b.onclick = () => act(i);
    buttons.append(b);
  });
  box.append(buttons);
  if (onCards) {
    const more = document.createElement("span");
    more.className = "dim";
    more.textContent = `+${onCards} ${word("more")}`;
    box.append(more);
  }
  if (state.table && state.table.clock) {
    const c = document.createElement("span");
    c.className = "dim";
    c.textContent = ` ⏱ ${word("clock")} ${state.table.clock}s`;
    box.append(c);
  }
}

// A modal spell's mode, numbered from 0 in the action: its bullet in the card's text
// (CR 700.2), the spell being the top of the stack while it is cast.
function modeText(view, index, fallback) {
  const top = view.stack[0];
  const text = top && state.cards[top.card || top.name];
  const bullets = text ? text.faces[0].text.split("•").slice(1) : [];
  return bullets[index] ? `${index + 1}. ${bullets[index].trim()}` : `${Number(fallback) + 1}`;
}

function drawLog(lines) {
  const box = $("log");
  box.innerHTML = "";
  for (const line of lines.slice(-200)) {
    const li = document.createElement("li");
    li.innerHTML = symbols(line);
    box.append(li);
  }
  box.scrollTop = box.scrollHeight;
}

// ------------------------------------------------------------- hover and menus
function showTip(event, card) {
  const text = state.cards[card.card || card.name];
  const tip = $("tip");
  if (!text) {
    tip.innerHTML = `<b>${escapeHtml(card.name)}</b>`;
  } else {
    tip.innerHTML = text.faces.map((f) =>
      `<div class="face"><b>${escapeHtml(f.name)}</b> ${symbols(f.cost)}` +
      (text.set ? ` <i class="ss ss-${escapeHtml(text.set)}"></i>` : "") +
      `<div class="type">${escapeHtml(f.type)}</div><div class="text">${symbols(f.text).replace(/\n/g, "<br>")}</div>` +
      (f.pt ? `<div class="pt">${escapeHtml(f.pt)}</div>` : "") + `</div>`).join("");
  }
  tip.hidden = false;
  const r = event.currentTarget.getBoundingClientRect();
  tip.style.left = `${Math.min(r.right + 8, window.innerWidth - 320)}px`;
  tip.style.top = `${Math.max(8, Math.min(r.top, window.innerHeight - tip.offsetHeight - 8))}px`;
}

function hideTip() { $("tip").hidden = true; }

function showMenu(event, indices) {
  const menu = $("menu");
  menu.innerHTML = "";
  for (const i of indices) {
    const b = document.createElement("button");
    b.innerHTML = symbols(state.view.decision.actions[i].text);
    b.dataset.testid = `menu-${i}`;
    b.onclick = (e) => { e.stopPropagation(); act(i); };
    menu.append(b);
  }
  menu.hidden = false;
  menu.style.left = `${event.clientX}px`;
  menu.style.top = `${event.clientY}px`;
}

function hideMenu() { $("menu").hidden = true; }

// --------------------------------------------------------------------- replay
async function replayStep(step) {
  const r = await fetch("/api/replay", {method: "POST", headers: {"content-type": "application/json"},
    body: JSON.stringify({save: replay.save, seat: replay.seat, step, lang})});
  const data = await r.json();
  if (!r.ok) { notice(data.detail); return; }
  replay.step = data.step;
  replay.steps = data.steps;
  state = {view: data.view, log: data.log, cards: data.cards, at: data.step};
  render();
  $("r-step").textContent = word("steps", {step: data.step, steps: data.steps});
}

async function startReplay() {
  document.body.classList.add("replaying");
  $("replay-bar").hidden = false;
  const params = new URLSearchParams(location.search);
  replay = {save: null, step: 0, steps: 0, seat: 0};
  const go = (s) => { if (replay.save) replayStep(Math.max(0, Math.min(s, replay.steps))); };
  $("r-first").onclick = () => go(0);
  $("r-prev").onclick = () => go(replay.step - 1);
  $("r-next").onclick = () => go(replay.step + 1);
  $("r-last").onclick = () => go(replay.steps);
  $("replay-seat").onchange = () => { replay.seat = Number($("replay-seat").value); go(replay.step); };
  $("replay-file").onchange = async () => {
    replay.save = JSON.parse(await $("replay-file").files[0].text());
    go(0);
  };
  if (params.get("table")) {
    const t = location.hash.slice(1);
    const r = await fetch(`/api/tables/${params.get("table")}/save?token=${encodeURIComponent(t)}`);
    if (!r.ok) { notice((await r.json()).detail); return; }
    replay.save = await r.json();
    go(0);
  }
}

// ---------------------------------------------------------------------- lobby
// The page where a table is made: the decks, the opponent, the clock; against
// a person it shows the two seats' links.
async function startLobby() {
  const info = await (await fetch("/api/decks")).json();
  for (const sel of document.querySelectorAll("select[name$=deck]")) {
    for (const d of info.decks) sel.add(new Option(d, d));
  }
  document.querySelector("[name=opponent_deck]").value = "white-blue";
  document.querySelector("[name=deck]").value = "red-green";
  $("new").addEventListener("submit", async (e) => {
    e.preventDefault();
    const f = new FormData(e.target);
    const body = {deck: f.get("deck"), opponent_deck: f.get("opponent_deck"), opponent: f.get("opponent"),
                  clock: f.get("clock") ? Number(f.get("clock")) : null};
    const r = await fetch("/api/tables", {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)});
    const made = await r.json();
    const out = $("links");
    if (!r.ok) { out.textContent = made.detail; return; }
    if (body.opponent === "computer") { location.href = made.links[0]; return; }
    out.innerHTML = "";
    const p = document.createElement("p");
    p.dataset.t = "secret_links";
    p.textContent = word("secret_links");
    out.append(p);
    made.links.forEach((l, i) => {
      const a = document.createElement("a");
      a.href = l; a.dataset.testid = `seat-${i}`;
      const label = document.createElement("span");
      label.dataset.t = "seat";
      label.textContent = word("seat");
      a.append(label, ` ${i + 1}: ${location.origin}${l}`);
      const line = document.createElement("p"); line.append(a); out.append(line);
    });
  });
}

// ------------------------------------------------------------------ the game
function startGame() {
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
    if (replay) {
      if (e.key === "ArrowRight") $("r-next").click();
      if (e.key === "ArrowLeft") $("r-prev").click();
      return;
    }
    if (e.key === "Escape") hideMenu();
    if ((e.key === " " || e.key === "Enter") && state && state.view.decision && state.view.decision.actions) {
      e.preventDefault();
      act(state.default);
    }
  });
  document.addEventListener("click", hideMenu);
  $("stops").addEventListener("change", () => send({type: "stops", everywhere: $("stops").checked}));
  $("undo").addEventListener("click", () => {
    const points = state.table.undo_points.filter((p) => p < state.at);
    if (points.length) send({type: "undo", to: points[points.length - 1]});
  });
  $("concede").addEventListener("click", () => send({type: "concede"}));
  if (location.pathname.startsWith("/replay")) {
    startReplay();
  } else {
    tableId = location.pathname.split("/").pop();
    token = location.hash.slice(1);
    connect();
  }
}

// ---------------------------------------------------------------------- start
// The language is chosen the same way on every page and kept in localStorage.
$("lang").addEventListener("change", () => {
  lang = $("lang").value;
  localStorage.setItem("manastack.lang", lang);
  translatePage();
  if (replay) { if (replay.save) replayStep(replay.step); } else send({type: "lang", lang});
});

translatePage();
if (document.body.classList.contains("lobby")) startLobby(); else startGame();
