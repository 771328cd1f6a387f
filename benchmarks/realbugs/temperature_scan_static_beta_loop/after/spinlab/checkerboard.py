import functools

import jax
import jax.numpy as jnp


def local_field(spins):
    return jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0) + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1)


def half_sweep(spins, key, beta, parity):
    size = spins.shape[0]
    rows, cols = jnp.meshgrid(jnp.arange(size), jnp.arange(size), indexing="ij")
    on_colour = (rows + cols) % 2 == parity
    delta_e = 2.0 * spins * local_field(spins)
    accept = jax.random.uniform(key, spins.shape) < jnp.exp(-beta * delta_e)
    return jnp.where(on_colour & accept, -spins, spins)


@functools.partial(jax.jit, static_argnames=("num_sweeps",))
def run_chain(spins, key, beta, num_sweeps):
    """Checkerboard Gibbs-Metropolis sweeps at inverse temperature beta; returns |m| after each sweep."""

    def body(spins, key):
        key_even, key_odd = jax.random.split(key)
        spins = half_sweep(spins, key_even, beta, 0)
        spins = half_sweep(spins, key_odd, beta, 1)
        return spins, jnp.abs(jnp.mean(spins))

    return jax.lax.scan(body, spins, jax.random.split(key, num_sweeps))
