from functools import partial

import jax
import jax.numpy as jnp

from odetools.fields import logistic
from odetools.integrate import trajectory


def main():
    t_grid = jnp.linspace(0.0, 10.0, 101)
    initial = jnp.array([0.01, 0.05, 0.2])
    curves = jax.jit(jax.vmap(partial(trajectory, logistic, rate=1.0), in_axes=(0, None)))(initial, t_grid)
    return curves


if __name__ == "__main__":
    curves = main()
    print(curves.shape, curves[:, -1])
