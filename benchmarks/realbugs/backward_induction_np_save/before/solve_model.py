import sys

import jax.numpy as jnp

from lifecycle import backward_induction

WEALTH_GRID = jnp.linspace(1.0, 50.0, 64)


def solve(out_dir, n_periods=4, beta=0.95):
    return backward_induction(WEALTH_GRID, beta, n_periods, out_dir)


if __name__ == "__main__":
    print(solve(sys.argv[1] if len(sys.argv) > 1 else "."))
