import jax.numpy as jnp

from cavity.integrate import solve_decay
from cavity.methods import BogackiShampine

TOLERANCES = [1e-3, 1e-4, 1e-5, 1e-6]


def exact_ground(rates, t_end):
    p = jnp.zeros_like(rates).at[1].set(1.0)
    return 1.0 - jnp.exp(-rates[1] * t_end) * p[1]


def main():
    rates = jnp.array([0.0, 0.8, 1.6, 2.4])
    p0 = jnp.array([0.0, 1.0, 0.0, 0.0])
    results = [solve_decay(p0, rates, 3.0, BogackiShampine(atol=tol, rtol=tol, max_steps=4096))  # expect: JXL503
               for tol in TOLERANCES]
    errors = [float(jnp.abs(p[0] - exact_ground(rates, 3.0))) for p, _ in results]
    steps = [int(n) for _, n in results]
    print("errors", errors, "steps", steps)
    return rates, p0, errors, steps


if __name__ == "__main__":
    main()
