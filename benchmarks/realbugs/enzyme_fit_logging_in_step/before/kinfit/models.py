import jax.numpy as jnp


class MichaelisMenten:
    """Initial reaction rate v = vmax * s / (km + s); parameters (log vmax, log km) keep both positive."""

    def __call__(self, params, substrate):
        log_vmax, log_km = params
        return jnp.exp(log_vmax) * substrate / (jnp.exp(log_km) + substrate)
