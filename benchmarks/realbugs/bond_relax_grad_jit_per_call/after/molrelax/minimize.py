from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("energy_fn", "n_steps"))
def minimize_structure(energy_fn, conf, params, n_steps, learning_rate):
    """Gradient-descent relaxation; returns the relaxed conformation and its largest residual force."""
    grad_fn = jax.grad(energy_fn)

    def descend(x, _):
        return x - learning_rate * grad_fn(x, params), None

    relaxed, _ = jax.lax.scan(descend, conf, None, length=n_steps)
    return relaxed, jnp.max(jnp.abs(grad_fn(relaxed, params)))
