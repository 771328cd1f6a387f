import jax.numpy as jnp
import numpy as np

# Reed frog survival: 12 tanks, their initial density, volume (0 small, 1 big), survivors.
DENSITY = np.array([10, 10, 10, 10, 25, 25, 25, 25, 35, 35, 35, 35])
VOLUME = np.array([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1])
SURVIVED = np.array([9, 10, 7, 10, 20, 22, 15, 24, 30, 28, 33, 31])


def load():
    tank = jnp.arange(len(DENSITY))
    return tank, jnp.asarray(DENSITY), jnp.asarray(VOLUME), jnp.asarray(SURVIVED)
