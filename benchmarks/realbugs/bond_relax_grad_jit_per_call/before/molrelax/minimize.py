from functools import partial

import jax
import jax.numpy as jnp


def minimize_structure(energy_fn, conf, params, n_steps, learning_rate):
    """Gradient-descent relaxation; returns the relaxed conformation and its largest residual force."""
    grad_fn = jax.jit(jax.grad(partial(energy_fn, params=params)))  # expect: JXL502

    def descend(x, _):
        return x - learning_rate * grad_fn(x), None

    relaxed, _ = jax.lax.scan(descend, conf, None, length=n_steps)  # expect: JXL504
    return relaxed, jnp.max(jnp.abs(grad_fn(relaxed)))
