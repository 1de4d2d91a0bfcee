"""Train a small policy against the random agent and watch its win rate rise.

    pip install -e '.[train]'
    python examples/train_policy.py --minutes 5 --plot win_rate.png

REINFORCE with a running-mean baseline on ``manastack/Duel-v0`` (red-green
against white-blue, the learner's seat drawn each game, the random agent
opposite).  The policy is linear in features of each legal action, so it runs on
any CPU with NumPy alone: a softmax over the legal actions of

    score(i) = w . x(i),  x(i) = [action_features[i], one-hot of the card the
                                   action names, action kind x step one-hot]

Every ``--eval-every`` training games it plays ``--eval-games`` games with fixed
seeds (game and policy seeds alike, so each point is comparable) and prints the
win rate with its 95 % Wilson interval; ``--plot`` draws the curve (needs
matplotlib).  The policy is evaluated as it acts, sampling: a greedy linear policy
can loop (open the mana abilities, close them, again) until the game is cut short.
"""

from __future__ import annotations

import argparse
import time

import gymnasium as gym
import numpy as np

import manastack.rl  # noqa: F401  (registers manastack/Duel-v0)
from manastack.programs.simulate import wilson
from manastack.rl.encoding import ACTION_KINDS, ACTION_SIZE, NUM_CARD_IDS, STEPS

STEP_AT = 7  # where the step one-hot starts in the globals (see manastack.rl.encoding)
FEATURES = ACTION_SIZE + NUM_CARD_IDS + len(ACTION_KINDS) * len(STEPS)


def action_inputs(obs: dict[str, np.ndarray], out: np.ndarray) -> int:
    """Write x(i) of each legal action into the rows of ``out``; their number."""
    n = int(obs["action_mask"].sum())
    out[:n] = 0
    out[:n, :ACTION_SIZE] = obs["action_features"][:n]
    rows = np.arange(n)
    out[rows, ACTION_SIZE + obs["action_cards"][:n, 0]] = 1
    kinds = obs["action_features"][:n, : len(ACTION_KINDS)].argmax(axis=1)
    step = int(obs["globals"][STEP_AT : STEP_AT + len(STEPS)].argmax())
    out[rows, ACTION_SIZE + NUM_CARD_IDS + kinds * len(STEPS) + step] = 1
    return n


def softmax(scores: np.ndarray) -> np.ndarray:
    z = np.exp(scores - scores.max())
    return z / z.sum()


def play(env, weights, rng, seed=None, grads=None) -> float:
    """One game; the learner's reward.  ``grads`` collects the score-function
    terms x(chosen) - E[x] of each decision."""
    inputs = np.zeros((env.action_space.n, FEATURES), np.float32)
    obs, info = env.reset(seed=seed)
    while True:
        n = action_inputs(obs, inputs)
        p = softmax(inputs[:n] @ weights)
        index = int(rng.choice(n, p=p))
        if grads is not None:
            grads.append(inputs[index] - p @ inputs[:n])
        obs, reward, terminated, truncated, info = env.step(index)
        if terminated or truncated:
            return float(reward)


def evaluate(env, weights, games: int) -> tuple[float, float, float]:
    rng = np.random.default_rng(1)
    wins = sum(play(env, weights, rng, seed=10_000 + g) > 0 for g in range(games))
    low, high = wilson(wins, games)
    return wins / games, low, high


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="training time")
    parser.add_argument(
        "--eval-every", type=int, default=50, help="training games between evaluations"
    )
    parser.add_argument("--eval-games", type=int, default=40, help="games per evaluation")
    parser.add_argument("--lr", type=float, default=0.05, help="learning rate")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--plot", metavar="PNG", help="save the win-rate curve here")
    args = parser.parse_args()

    env = gym.make("manastack/Duel-v0", deck="red-green", opponent_deck="white-blue")
    env.reset(seed=args.seed)
    rng = np.random.default_rng(args.seed)
    weights = np.zeros(FEATURES, np.float32)
    baseline = 0.0
    curve = [(0, *evaluate(env, weights, args.eval_games))]
    print(f"games 0: win rate {curve[0][1]:.0%} (95% CI {curve[0][2]:.0%}-{curve[0][3]:.0%})")
    started = time.perf_counter()
    games = 0
    while time.perf_counter() - started < args.minutes * 60:
        grads: list[np.ndarray] = []
        reward = play(env, weights, rng, grads=grads)
        baseline += 0.02 * (reward - baseline)
        if grads:
            weights += args.lr * (reward - baseline) * np.sum(grads, axis=0) / np.sqrt(len(grads))
        games += 1
        if games % args.eval_every == 0:
            rate, low, high = evaluate(env, weights, args.eval_games)
            curve.append((games, rate, low, high))
            elapsed = time.perf_counter() - started
            print(
                f"games {games} ({elapsed:.0f} s): win rate {rate:.0%} (95% CI {low:.0%}-{high:.0%})"
            )
    if args.plot:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        x, rate, low, high = (np.array(c) for c in zip(*curve, strict=True))
        fig, ax = plt.subplots(figsize=(6, 3.5))
        ax.plot(x, rate, marker="o", label="policy vs random")
        ax.fill_between(x, low, high, alpha=0.2, label="95% Wilson interval")
        ax.axhline(0.5, color="grey", linestyle="--", linewidth=1)
        ax.set(xlabel="training games", ylabel="win rate", ylim=(0, 1))
        ax.set_title("REINFORCE on manastack/Duel-v0 (red-green vs white-blue)")
        ax.legend(loc="lower right")
        fig.tight_layout()
        fig.savefig(args.plot, dpi=120)
        print(f"plot saved to {args.plot}")


if __name__ == "__main__":
    main()
