import jax.numpy as jnp


def constant(value):
    def schedule(count):
        return value
    return schedule


def warmup_step_decay(init_value, warmup_steps, decay_every, factor=0.5):
    """Linear warmup to init_value, then multiply by `factor` every `decay_every` steps."""
    def schedule(count):
        warmup = init_value * (count + 1) / warmup_steps
        decayed = init_value * factor ** (jnp.maximum(count - warmup_steps, 0) // decay_every)
        return jnp.where(count < warmup_steps, warmup, decayed)
    return schedule


def cosine(init_value, decay_steps, alpha=0.0):
    def schedule(count):
        progress = jnp.minimum(count, decay_steps) / decay_steps
        return init_value * ((1 - alpha) * 0.5 * (1 + jnp.cos(jnp.pi * progress)) + alpha)
    return schedule
