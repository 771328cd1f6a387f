"""Return and advantage helpers shared by our policy-gradient agents."""
import jax.numpy as jnp


def discount_cumsum(rewards, gamma):
    """[r0 + g r1 + g^2 r2, r1 + g r2, r2] for rewards [r0, r1, r2]."""
    weights = gamma ** jnp.arange(rewards.shape[0])
    return jnp.cumsum((weights * rewards)[::-1])[::-1] / weights


def normalize(values, eps=1e-8):
    return (values - values.mean()) / (values.std() + eps)
