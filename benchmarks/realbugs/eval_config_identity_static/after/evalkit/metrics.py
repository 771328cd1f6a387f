import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=1)
def score_batch(logits, config, labels):
    scaled = logits / config.temperature
    _, top = jax.lax.top_k(scaled, config.top_k)
    hits = jnp.any(top == labels[:, None], axis=-1)
    log_probs = jax.nn.log_softmax(scaled)
    nll = -jnp.take_along_axis(log_probs, labels[:, None], axis=-1)[:, 0]
    return jnp.mean(hits), jnp.mean(nll)
