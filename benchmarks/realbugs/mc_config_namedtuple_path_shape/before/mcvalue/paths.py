import jax
import jax.numpy as jnp


def terminal_spots(model, spot, expiry, config, key):
    dt = expiry / config.n_steps
    dw = jnp.sqrt(dt) * jax.random.normal(key, (config.n_steps, config.n_paths))  # expect: JXL106
    return spot * jnp.exp(jnp.sum(model.log_increment(dt, dw), axis=0))
