"""The page in a real browser (Playwright driving Debian's Chromium): a whole
game against the computer played by clicking, two seats in two browser
contexts, a reconnect, and a morph card cast face down that the opponent's page
does not name.  Skipped, with the reason, where Chromium or Playwright is missing
(``.ci/run`` installs Chromium).  Screenshots go to test-artifacts/ (ignored by git)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

playwright_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")

from manastack import Action  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="no Chromium at /usr/bin/chromium (apt-get install chromium)"
)


@pytest.fixture(scope="module")
def browser():
    with playwright_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM))
        yield launched
        launched.close()


def new_table(page, base: str, **body) -> dict:
    response = page.request.post(f"{base}/api/tables", data=body)
    assert response.ok, response.text()
    return response.json()


def settle(page) -> None:
    """Wait until the page has the state of a decision (or the end)."""
    page.wait_for_function(
        "document.body.dataset.at !== undefined && !document.body.classList.contains('waiting')"
    )


def click_something(page, rng: random.Random) -> None:
    """One decision by clicking: a highlighted card or player, or a button,
    or the space bar (the default action)."""
    before = page.evaluate("document.body.dataset.at")
    targets = page.locator(".actable").all()
    buttons = page.locator("#decision .buttons button").all()
    roll = rng.random()
    if targets and roll < 0.5:
        rng.choice(targets).click()
        menu = page.locator("#menu:not([hidden]) button").all()
        if menu:
            rng.choice(menu).click()
    elif buttons and roll < 0.6:
        rng.choice(buttons).click()
    else:
        page.keyboard.press("Space")
    page.wait_for_function(
        f"document.body.dataset.at !== '{before}' || document.body.dataset.over === 'yes'"
    )


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def test_a_whole_game_against_the_computer_by_clicking(live_server, browser):
    app, base = live_server
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    made = new_table(page, base, deck="red-green", opponent_deck="white-blue", seed=21)
    page.goto(base + made["links"][0])
    settle(page)
    page.select_option("[data-testid=lang]", "it")
    page.wait_for_function("document.documentElement.lang === 'it'")
    table = app.state.hub.tables[made["table"]]
    page.keyboard.press("Space")  # play first: the hands are dealt
    page.wait_for_function("document.body.dataset.at !== '0'")
    hand_size = table.game.view(0)["players"][1]["hand_size"]
    assert hand_size == 7
    assert page.locator("[data-testid=opponent-hand] .back").count() == hand_size  # card backs
    assert page.locator("[data-testid=prompt]").inner_text() == table.game.prompt("it")
    rng = random.Random(21)
    clicks = 0
    while page.evaluate("document.body.dataset.over") != "yes":
        click_something(page, rng)
        clicks += 1
        if clicks == 30:
            shot(page, "board-against-computer")
            first = page.locator("#my-field .card, [data-testid=my-hand] .card").first
            first.hover()
            assert page.locator("[data-testid=tooltip]").is_visible()
        assert clicks < 600
    assert table.game.over
    status = page.locator("[data-testid=status]").inner_text()
    assert "Partita finita" in status
    assert page.locator("[data-testid=replay-link]").count() == 1
    shot(page, "game-over")
    page.locator("[data-testid=replay-link]").click()  # the finished game, step by step
    steps = len(table.game.history)
    page.wait_for_function("document.body.dataset.at === '0'")
    for step in (1, 2, 3):
        page.locator("[data-testid=replay-next]").click()
        page.wait_for_function(f"document.body.dataset.at === '{step}'")
    assert page.locator("[data-testid=replay-step]").inner_text() == f"Azione 3 di {steps}"
    page.locator("[data-testid=replay-last]").click()
    page.wait_for_function(f"document.body.dataset.at === '{steps}'")
    assert page.locator("[data-testid=log] li").last.inner_text() == table.game.log(0, "it")[-1]
    assert not errors, errors
    page.close()


def test_two_seats_in_two_browsers_and_a_reconnect(live_server, browser):
    app, base = live_server
    one, two = browser.new_context(), browser.new_context()
    pages = [one.new_page(), two.new_page()]
    made = new_table(pages[0], base, opponent="human", seed=22)
    for page, link in zip(pages, made["links"], strict=True):
        page.goto(base + link)
        settle(page)
    table = app.state.hub.tables[made["table"]]
    while table.game.view(0)["turn"] < 4 and not table.game.over:
        player = table.game.decision.player
        page = pages[player]
        page.wait_for_function("document.body.dataset.deciding === 'yes'")
        before = page.evaluate("document.body.dataset.at")
        page.keyboard.press("Space")
        page.wait_for_function(f"document.body.dataset.at !== '{before}'")
    for seat, page in enumerate(pages):
        page.wait_for_function(f"document.body.dataset.at === '{len(table.game.history)}'")
        view = table.game.view(seat)
        hand = page.locator("[data-testid=my-hand] .card")
        assert hand.count() == len(view["players"][seat]["hand"])
        backs = page.locator("[data-testid=opponent-hand] .back").count()
        assert backs == view["players"][1 - seat]["hand_size"]
    # a dropped connection reconnects with its token and goes on
    page = pages[table.game.decision.player]
    page.evaluate("socket.close()")
    page.wait_for_function(
        "!document.body.classList.contains('offline') && socket.readyState === 1"
    )
    before = page.evaluate("document.body.dataset.at")
    page.keyboard.press("Space")
    page.wait_for_function(f"document.body.dataset.at !== '{before}'")
    # and so does a reloaded page
    page.reload()
    settle(page)
    assert page.evaluate("document.body.dataset.at") == str(len(table.game.history))
    shot(pages[0], "two-seats")
    one.close()
    two.close()


def test_a_face_down_spell_is_not_named_in_the_opponents_page(live_server, browser):
    app, base = live_server
    page0 = browser.new_page()
    made = new_table(
        page0,
        base,
        opponent="human",
        deck="onslaught-morph",
        opponent_deck="onslaught-morph",
        seed=23,
    )
    table = app.state.hub.tables[made["table"]]
    rng = random.Random(23)
    morph = None
    for _ in range(3000):  # play on (from the test) until seat 1 may cast a card face down
        actions = table.game.legal_actions()
        morph = next((a for a in actions if a.kind == "cast" and a.args[1:] == ("morph",)), None)
        if (
            morph is not None
            and table.game.decision.player == 0
            # a card whose name seat 1 doesn't know already (no copy seen elsewhere)
            and table.game.objects[morph.args[0]].card.name not in json.dumps(table.state(1, "en"))
        ):
            break
        passing = [a for a in actions if a.kind in ("pass", "done", "autopay", "keep")]
        choice = passing[0] if passing and rng.random() < 0.7 else rng.choice(actions)
        table.act(table.game.decision.player, choice.to_json(), len(table.game.history))
    assert morph is not None
    name = table.game.objects[morph.args[0]].card.name
    page1 = browser.new_page()
    page0.goto(base + made["links"][0])
    page1.goto(base + made["links"][1])
    settle(page0)
    settle(page1)
    index = [a["action"] for a in table.state(0, "en")["view"]["decision"]["actions"]].index(
        Action("cast", (morph.args[0], "morph")).to_json()
    )
    before = len(table.game.history)
    page0.locator(f"[data-testid=card-{morph.args[0]}]").click()  # the card in hand
    if page0.locator("#menu:not([hidden])").count():  # more than one thing to do with it
        page0.locator(f"[data-testid=menu-{index}]").click()
    page0.wait_for_function(f"document.body.dataset.at !== '{before}'")
    for _ in range(10):  # pay: the default (autopay) until the spell is on the stack
        if table.game.stack:
            break
        before = page0.evaluate("document.body.dataset.at")
        page0.keyboard.press("Space")
        page0.wait_for_function(f"document.body.dataset.at !== '{before}'")
    assert table.game.stack and table.game.objects[table.game.stack[-1]].face_down
    page1.wait_for_function(f"document.body.dataset.at === '{len(table.game.history)}'")
    stack1 = page1.locator("[data-testid=stack]").inner_text()
    assert "#" in stack1 and name not in stack1
    assert name not in page1.content()
    page0.wait_for_function(f"document.body.dataset.at === '{len(table.game.history)}'")
    assert name in page0.locator("[data-testid=stack]").inner_text()  # its controller may look
    shot(page1, "face-down-opponent")
    page0.close()
    page1.close()


def test_the_lobby_switches_language_and_the_game_page_keeps_it(live_server, browser):
    """The lobby's labels follow the language chosen there, as the game page's
    do; the choice is kept for the game page the lobby leads to."""
    app, base = live_server
    page = browser.new_context().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(base + "/")
    page.wait_for_function("document.querySelectorAll('[data-testid=deck] option').length > 0")
    assert page.locator("[data-testid=start]").inner_text() == "Start"
    page.select_option("[data-testid=lang]", "fr")
    assert page.locator("[data-testid=start]").inner_text() == "Commencer"
    page.select_option("[data-testid=lang]", "it")
    assert page.locator("[data-testid=start]").inner_text() == "Inizia"
    assert page.locator("[data-testid=replay-saved]").inner_text() == "Rivedi una partita salvata"
    page.select_option("[data-testid=opponent]", "human")
    page.locator("[data-testid=start]").click()
    page.wait_for_selector("[data-testid=seat-1]")
    assert page.locator("[data-testid=seat-0]").inner_text().startswith("Posto 1: ")
    page.select_option("[data-testid=lang]", "fr")  # links already shown follow too
    assert page.locator("[data-testid=seat-0]").inner_text().startswith("Place 1: ")
    page.locator("[data-testid=seat-0]").click()
    settle(page)
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("[data-testid=concede]").inner_text() == "Concéder"
    assert not errors, errors
    page.context.close()
