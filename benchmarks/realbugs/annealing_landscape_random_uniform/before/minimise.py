import jax
import jax.numpy as jnp

from anneal.annealer import Annealer
from anneal.moves import UniformMove


def landscape(x):
    """A bowl with ripples: local minima near every integer, the global ones near x = +-0.5."""
    return 0.1 * x**2 + 1.5 * jnp.cos(2 * jnp.pi * x)


def main(n_chains=8):
    annealer = Annealer(landscape, UniformMove(radius=1.0))
    keys = jax.random.split(jax.random.PRNGKey(10), n_chains)
    starts = jnp.linspace(-10.0, 10.0, n_chains)
    best = jnp.stack([annealer.run(x0, key) for x0, key in zip(starts, keys)])
    print("best points", best)
    return best
