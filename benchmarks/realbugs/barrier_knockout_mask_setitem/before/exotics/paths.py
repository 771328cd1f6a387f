import jax
import jax.numpy as jnp


def gbm_paths(key, market, maturity, n_steps, n_paths):
    """Risk-neutral geometric Brownian motion, one column per path, the spot as first row."""
    dt = maturity / n_steps
    z = jax.random.normal(key, (n_steps, n_paths))
    increments = (market.rate - 0.5 * market.vol**2) * dt + market.vol * jnp.sqrt(dt) * z
    paths = market.spot * jnp.exp(jnp.cumsum(increments, axis=0))
    return jnp.concatenate([jnp.full((1, n_paths), market.spot), paths])
