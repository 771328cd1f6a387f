"""Self-play by simultaneous policy gradient, tracking the exploitability of the average policy."""

from functools import partial

import jax
import jax.numpy as jnp

from selfplay.exploitability import averaged, nash_conv, policy_gradient_step
from selfplay.games import BIASED_RPS


def main():
    payoffs = BIASED_RPS
    step = jax.jit(partial(policy_gradient_step, payoffs))
    exploitability = jax.jit(partial(nash_conv, payoffs))
    row_logits = jnp.array([1.0, 0.0, -1.0])
    col_logits = jnp.array([0.0, 0.5, 0.0])
    rows, cols, curve = [], [], []
    for iteration in range(300):
        row_logits, col_logits = step(row_logits, col_logits, 0.1)
        rows.append(row_logits)
        cols.append(col_logits)
        if iteration % 50 == 49:
            curve.append(float(exploitability(averaged(rows), averaged(cols))))
            print(f"iteration {iteration + 1}: NashConv {curve[-1]:.4f}")
    return curve


if __name__ == "__main__":
    main()
