import logging

import jax.numpy as jnp

from kinfit.models import MichaelisMenten
from kinfit.solver import LevenbergMarquardt

SUBSTRATE = jnp.array([0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0])
RATES = jnp.array([0.62, 1.05, 1.65, 2.25, 2.72, 3.02, 3.21])


def main(num_iterations=8):
    solver = LevenbergMarquardt(MichaelisMenten(), damping=1e-2)
    params = solver.fit(jnp.array([0.0, 0.0]), SUBSTRATE, RATES, num_iterations)
    return jnp.exp(params)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    vmax, km = main()
    print(f"vmax {float(vmax):.3f} km {float(km):.3f}")
