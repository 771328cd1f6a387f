from functools import partial

import jax
import jax.numpy as jnp

from epimodel import rhs
from epimodel.integrators import integrate

N_STEPS = 200


def main():
    solve = jax.jit(partial(integrate, dt=0.5, n_steps=N_STEPS))
    final = solve(jnp.array([0.99, 0.01, 0.0]), 0.3, 0.1)
    print(f"final recovered {float(final[2]):.3f} after {rhs.N_RHS_EVALUATIONS} right-hand-side evaluations")
    return final, rhs.N_RHS_EVALUATIONS


if __name__ == "__main__":
    main()
