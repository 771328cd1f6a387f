import jax
import jax.numpy as jnp


class TemperatureRNN:
    """An Elman RNN reading daily weather drivers and predicting the lake's surface temperature each day."""

    def __init__(self, num_drivers, hidden=16):
        self.num_drivers = num_drivers
        self.hidden = hidden

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"w_in": jax.random.normal(k1, (self.num_drivers, self.hidden)) / jnp.sqrt(self.num_drivers),
                "w_rec": 0.5 * jax.random.normal(k2, (self.hidden, self.hidden)) / jnp.sqrt(self.hidden),
                "b": jnp.zeros(self.hidden),
                "w_out": jax.random.normal(k3, (self.hidden,)) / jnp.sqrt(self.hidden), "b_out": jnp.zeros(())}

    def predict(self, params, drivers):
        """drivers: (batch, days, num_drivers) -> (batch, days)."""
        def cell(h, x_t):
            h = jnp.tanh(x_t @ params["w_in"] + h @ params["w_rec"] + params["b"])
            return h, h @ params["w_out"] + params["b_out"]

        h0 = jnp.zeros((drivers.shape[0], self.hidden))
        _, outputs = jax.lax.scan(cell, h0, jnp.swapaxes(drivers, 0, 1))
        return jnp.swapaxes(outputs, 0, 1)

    def loss(self, params, drivers, temperatures):
        return jnp.mean((self.predict(params, drivers) - temperatures) ** 2)
