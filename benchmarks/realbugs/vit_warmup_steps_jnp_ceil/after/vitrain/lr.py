import math

import jax.numpy as jnp


def learning_rate(step, config):
    """Linear warmup over a fraction of the run, then cosine decay."""
    # Python arithmetic on the static config: a jnp call here would be staged out as a tracer under jit
    warmup_steps = math.ceil(config.warmup_fraction * config.total_steps)
    progress = jnp.clip((step - warmup_steps) / (config.total_steps - warmup_steps), 0.0, 1.0)
    lr = config.base_lr * 0.5 * (1.0 + jnp.cos(jnp.pi * progress))
    return lr * jnp.minimum(1.0, (step + 1) / warmup_steps)
