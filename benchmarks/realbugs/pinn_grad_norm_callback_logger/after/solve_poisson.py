import logging

import jax
import jax.numpy as jnp

from poissonnet.callbacks import GradientNormsCallback
from poissonnet.network import init_mlp
from poissonnet.solver import Solver


def main(num_steps=30):
    xs = jnp.linspace(0.0, 1.0, 32)[1:-1]
    xb = jnp.array([0.0, 1.0])
    solver = Solver(callbacks=[GradientNormsCallback()])
    params, losses = solver.solve(init_mlp(jax.random.PRNGKey(0)), xs, xb, num_steps)
    return losses


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    print(main())
