"""Control barrier functions for a unit-disc obstacle."""
import jax.numpy as jnp


def make_disc_barrier(alpha):
    def barrier(x):
        return alpha * (jnp.sum(x ** 2) - 1.0)
    return barrier
