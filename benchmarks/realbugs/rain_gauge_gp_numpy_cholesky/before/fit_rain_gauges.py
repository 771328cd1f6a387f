import jax
import jax.numpy as jnp

from kriging.gp import GaussianProcess
from kriging.kernels import SquaredExponential


def gauge_network(key, num_gauges=60):
    k_pos, k_noise = jax.random.split(key)
    X = jax.random.uniform(k_pos, (num_gauges, 2), minval=0.0, maxval=10.0)
    field = 20.0 + 5.0 * jnp.sin(X[:, 0] / 2.0) * jnp.cos(X[:, 1] / 3.0)
    return X, field + 0.5 * jax.random.normal(k_noise, (num_gauges,))


def main():
    X, rain = gauge_network(jax.random.PRNGKey(0))
    y = rain - rain.mean()
    gp = GaussianProcess(SquaredExponential())
    params = {"log_sigma": jnp.array(0.0), "log_length": jnp.array(0.0), "log_noise": jnp.array(0.0)}
    params, history = gp.fit(params, X, y)
    mean, var = gp.predict(params, X, y, jnp.array([[5.0, 5.0], [2.0, 8.0]]))
    print(f"-log ML {history[0]:.1f} -> {history[-1]:.1f}; length {float(jnp.exp(params['log_length'])):.2f}")
    return history, mean + rain.mean(), var


if __name__ == "__main__":
    main()
