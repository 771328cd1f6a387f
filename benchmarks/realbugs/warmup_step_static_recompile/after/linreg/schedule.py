import jax.numpy as jnp


def warmup_learning_rate(step, base_rate=0.1, warmup_steps=50):
    # `step` is traced: one compiled step serves every iteration.
    return jnp.where(step < warmup_steps, base_rate * (step + 1) / warmup_steps, base_rate)
