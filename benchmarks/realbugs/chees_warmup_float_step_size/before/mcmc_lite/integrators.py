import jax.numpy as jnp
from jax import lax


def leapfrog(grad_fn, x, p, step_size, num_steps):
    """Velocity Verlet for a batch of chains with unit mass."""

    def body(_, state):
        x, p = state
        p = p + 0.5 * step_size * grad_fn(x)
        x = x + step_size * p
        p = p + 0.5 * step_size * grad_fn(x)
        return x, p

    return lax.fori_loop(0, num_steps, body, (x, p))


def acceptance_probability(logdensity_fn, x, p, x_new, p_new):
    energy = -logdensity_fn(x) + 0.5 * jnp.sum(p * p, axis=-1)
    energy_new = -logdensity_fn(x_new) + 0.5 * jnp.sum(p_new * p_new, axis=-1)
    return jnp.exp(jnp.minimum(energy - energy_new, 0.0))
