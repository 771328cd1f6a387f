import logging

import jax.numpy as jnp

from ycurve.lm import LevenbergMarquardt
from ycurve.nelson_siegel import zero_rates

MATURITIES = jnp.array([0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 7.0, 10.0, 20.0, 30.0])
QUOTES = jnp.array([4.10, 4.05, 3.95, 3.80, 3.72, 3.70, 3.76, 3.88, 4.15, 4.20])


def main(num_iters=30):
    solver = LevenbergMarquardt(lambda p: zero_rates(p, MATURITIES) - QUOTES)
    params, costs = solver.run(jnp.array([4.0, 0.5, -0.5, jnp.log(0.5)]), num_iters)
    print(f"cost {float(costs[0]):.4f} -> {float(costs[-1]):.6f}; beta0 {float(params[0]):.3f}")
    return params, costs


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
