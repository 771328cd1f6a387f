import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("length", "temperature"))
def generate(log_probs, context, key, length, temperature=1.0):
    """Samples `length` characters after a two-character context; temperature divides the log-probabilities."""
    def step(context, step_key):
        logits = log_probs[context[0], context[1]] / temperature
        next_id = jax.random.categorical(step_key, logits)
        return jnp.stack([context[1], next_id]), next_id

    _, ids = jax.lax.scan(step, context, jax.random.split(key, length))
    return ids
