import jax
import jax.numpy as jnp

from advect1d.boundary import fill_periodic
from advect1d.grid import with_ghosts


def minmod(a, b):
    return jnp.where(a * b > 0.0, jnp.sign(a) * jnp.minimum(jnp.abs(a), jnp.abs(b)), 0.0)


def step(interior, courant):
    """Second-order upwind (minmod-limited) step of q_t + u q_x = 0 with u > 0."""
    q = fill_periodic(with_ghosts(interior))
    slope = minmod(q[1:-1] - q[:-2], q[2:] - q[1:-1])
    face = q[1:-1] + 0.5 * (1.0 - courant) * slope
    flux = courant * face
    return q[2:-2] - (flux[1:-1] - flux[:-2])


@jax.jit
def advance(interior, courant, n_steps):
    return jax.lax.fori_loop(0, n_steps, lambda _, q: step(q, courant), interior)
