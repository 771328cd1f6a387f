import jax.numpy as jnp


def normalize_advantages(advantages, eps=1e-8):
    """Per-minibatch advantage normalization, as in most PPO implementations."""
    centered = advantages - advantages.mean()
    return centered / jnp.sqrt(advantages.var() + eps)
