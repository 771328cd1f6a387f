"""Choice probabilities of several agents over a 3x4 menu (price level x product)."""

import jax
import jax.numpy as jnp

from choicemodel.agent import hedged_choice_probs


def utility_tables():
    base = jnp.array([[1.0, 2.0, 2.0, 0.5],
                      [0.0, 1.0, 1.5, 2.0],
                      [2.0, 0.0, 0.0, 1.0]])
    tastes = jnp.array([0.0, 0.5, 1.0])
    return base[None, :, :] + tastes[:, None, None] * jnp.array([0.0, 0.0, 1.0, 0.0])[None, None, :]


def main():
    choose = jax.jit(jax.vmap(hedged_choice_probs))
    probs = choose(utility_tables())
    for agent, table in enumerate(probs):
        print(f"agent {agent}:", table.round(2).tolist())
    return probs


if __name__ == "__main__":
    main()
