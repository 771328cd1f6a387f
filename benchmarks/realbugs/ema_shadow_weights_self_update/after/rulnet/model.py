import jax
import jax.numpy as jnp


class RULRegressor:
    """Remaining-useful-life regressor over a window of sensor readings (an MLP on the flattened window)."""

    def __init__(self, window, num_sensors, hidden=32):
        self.sizes = [window * num_sensors, hidden, hidden, 1]

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [{"w": jax.random.normal(k, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)}
                for k, m, n in zip(keys, self.sizes[:-1], self.sizes[1:])]

    def __call__(self, params, windows):
        x = windows.reshape(windows.shape[0], -1)
        for layer in params[:-1]:
            x = jax.nn.relu(x @ layer["w"] + layer["b"])
        return (x @ params[-1]["w"] + params[-1]["b"])[:, 0]

    def rmse(self, params, windows, targets):
        return jnp.sqrt(jnp.mean((self(params, windows) - targets) ** 2))
