import jax
import jax.numpy as jnp


def drop_path(x, rate, key, deterministic):
    """Stochastic depth: drop the whole residual branch of a sample with probability `rate`."""
    if deterministic:
        return x
    keep = jax.random.bernoulli(key, 1.0 - rate, (x.shape[0],) + (1,) * (x.ndim - 1))
    return jnp.where(keep, x / (1.0 - rate), 0.0)


def layer_norm(x, eps=1e-6):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(jnp.var(x, axis=-1, keepdims=True) + eps)
