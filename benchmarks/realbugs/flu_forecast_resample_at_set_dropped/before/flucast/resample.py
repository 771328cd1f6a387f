import jax
import jax.numpy as jnp


def resample_weights(key, weights, method="deterministic"):
    """Indices of the resampled particles (Kitagawa 1996): one point in each of the n strata."""
    n = weights.shape[0]
    if method == "basic":
        u = jnp.sort(jax.random.uniform(key, (n,)))
    elif method == "stratified":
        u = (jnp.arange(n) + jax.random.uniform(key, (n,))) / n
    else:
        u = (jnp.arange(n) + jax.random.uniform(key)) / n
    return jnp.clip(jnp.searchsorted(jnp.cumsum(weights), u), 0, n - 1)


def resample(key, px, weights, method="deterministic"):
    """Resample the particle population in place; returns the new (uniform) weights."""
    ix = resample_weights(key, weights, method)
    px.at[:].set(px[ix])  # expect: JXL302
    return jnp.full_like(weights, 1.0 / weights.shape[0])
