import jax.numpy as jnp
import numpy as np


class Emulator:
    """A small neural network standing in for a Boltzmann code: cosmological parameters -> log power spectrum."""

    def __init__(self, parameter_names, weights, biases, param_mean, param_std, feature_mean, feature_std):
        self.parameter_names = list(parameter_names)
        self.weights = [jnp.asarray(w) for w in weights]
        self.biases = [jnp.asarray(b) for b in biases]
        self.param_mean = jnp.asarray(param_mean)
        self.param_std = jnp.asarray(param_std)
        self.feature_mean = jnp.asarray(feature_mean)
        self.feature_std = jnp.asarray(feature_std)

    def _dict_to_ordered_array(self, params):
        return jnp.stack([params[name] for name in self.parameter_names], axis=-1)

    def predict(self, params):
        """Log spectrum for one point (a dict of named parameters, or an array in parameter_names order)."""
        if isinstance(params, dict):
            params = self._dict_to_ordered_array(params)
        x = (params - self.param_mean) / self.param_std
        for w, b in zip(self.weights[:-1], self.biases[:-1]):
            x = jnp.tanh(x @ w + b)
        x = x @ self.weights[-1] + self.biases[-1]
        return x * self.feature_std + self.feature_mean


def load_emulator(n_modes=20, hidden=32, seed=0):
    """An emulator with fixed random weights (the trained ones are read from disk in the real package)."""
    rng = np.random.default_rng(seed)
    names = ["omega_cdm", "omega_b", "h"]
    sizes = [len(names), hidden, hidden, n_modes]
    weights = [rng.normal(0.0, 1.0 / np.sqrt(m), (m, n)) for m, n in zip(sizes[:-1], sizes[1:])]
    biases = [np.zeros(n) for n in sizes[1:]]
    return Emulator(names, weights, biases, param_mean=np.array([0.12, 0.022, 0.7]),
                    param_std=np.array([0.02, 0.002, 0.05]), feature_mean=np.zeros(n_modes),
                    feature_std=np.ones(n_modes))
