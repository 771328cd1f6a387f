import jax.numpy as jnp


def learning_rate(step, config):
    """Linear warmup over a fraction of the run, then cosine decay."""
    warmup_steps = int(jnp.ceil(config.warmup_fraction * config.total_steps))  # expect: JXL104
    progress = jnp.clip((step - warmup_steps) / (config.total_steps - warmup_steps), 0.0, 1.0)
    lr = config.base_lr * 0.5 * (1.0 + jnp.cos(jnp.pi * progress))
    return lr * jnp.minimum(1.0, (step + 1) / warmup_steps)
