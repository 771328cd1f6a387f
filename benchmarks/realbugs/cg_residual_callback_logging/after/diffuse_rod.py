import logging

import jax.numpy as jnp

from implicit.heat import ImplicitHeatRod
from implicit.monitor import ResidualLogger


def main(n_steps=5, n_points=63):
    logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
    x = jnp.linspace(0.0, 1.0, n_points + 2)[1:-1]
    u0 = jnp.sin(jnp.pi * x)
    rod = ImplicitHeatRod(n_points, alpha=1.0, dt=0.01, monitor=ResidualLogger())
    u = rod.run(u0, n_steps)
    decay = float(u.max() / u0.max())
    print(f"peak decayed to {decay:.4f}, backward Euler expects {(1 + 0.01 * jnp.pi**2) ** -n_steps:.4f}")
    return decay


if __name__ == "__main__":
    main()
