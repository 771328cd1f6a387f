import jax
import jax.numpy as jnp


def harmonic_energy(x, spring):
    return 0.5 * spring * jnp.sum(x ** 2)


def harmonic_forces(spring):
    return jax.grad(lambda x: -harmonic_energy(x, spring))
