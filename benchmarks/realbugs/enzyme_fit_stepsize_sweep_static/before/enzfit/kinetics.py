import jax.numpy as jnp


class MichaelisMenten:
    """Initial reaction rates v = Vmax S / (Km + S), fitted in log-parameters."""

    def rate(self, log_params, substrate):
        vmax, km = jnp.exp(log_params)
        return vmax * substrate / (km + substrate)

    def loss(self, log_params, substrate, rates):
        return jnp.mean((self.rate(log_params, substrate) - rates) ** 2)
