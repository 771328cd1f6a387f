import logging

import jax.numpy as jnp
import numpy as np

from swe1d import make_stepper

logging.basicConfig(level=logging.INFO)


def run(n_cells=200, n_steps=50):
    x = np.linspace(0.0, 1.0, n_cells, endpoint=False)
    h = jnp.asarray(np.where(np.abs(x - 0.5) < 0.1, 2.0, 1.0))
    hu = jnp.zeros(n_cells)
    step = make_stepper(dx=1.0 / n_cells, dt=0.5e-3)
    t = 0.0
    for _ in range(n_steps):
        t, h, hu = step(t, h, hu)
    return np.asarray(h)


if __name__ == "__main__":
    print(run().sum())
