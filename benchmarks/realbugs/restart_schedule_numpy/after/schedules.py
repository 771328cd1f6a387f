import jax.numpy as jnp
import numpy as np


def cosine_restarts(base_lr, restart=100):
    def schedule(n):
        return base_lr * (1 + jnp.cos(np.pi * (n % restart) / restart)) / 2

    return schedule
