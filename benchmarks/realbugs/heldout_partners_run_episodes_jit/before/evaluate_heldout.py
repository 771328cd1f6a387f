"""Evaluate an imitating ego agent against a held-out set of biased partners."""

import jax

from adhoc.policies import biased_partner_params, imitating_ego_params, softmax_policy
from adhoc.run_episodes import run_episodes

HELDOUT = [(0, 2.0), (1, 2.0), (2, 2.0), (0, 0.5), (2, 4.0)]


def evaluate_against(partner_params, key):
    returns = run_episodes(softmax_policy, imitating_ego_params(3.0), softmax_policy, partner_params, key, 64)
    return returns.mean()


def main():
    key = jax.random.PRNGKey(0)
    results = []
    for favourite, strength in HELDOUT:
        key, eval_key = jax.random.split(key)
        results.append(float(evaluate_against(biased_partner_params(favourite, strength), eval_key)))
        print(f"partner favouring {favourite} (strength {strength}): mean return {results[-1]:.2f}")
    return results


if __name__ == "__main__":
    main()
