import jax
import jax.numpy as jnp

from robustfit.losses import AdaptiveHuber
from robustfit.regressor import LinearRegressor


def main():
    k_x, k_noise, k_out = jax.random.split(jax.random.PRNGKey(0), 3)
    x = jax.random.normal(k_x, (100, 2))
    y = x @ jnp.array([1.5, -2.0]) + 0.1 * jax.random.normal(k_noise, (100,))
    y = y.at[:5].add(20.0 * jax.random.normal(k_out, (5,)))
    regressor = LinearRegressor(AdaptiveHuber(quantile=90.0))
    return regressor.fit(x, y, steps=5)


if __name__ == "__main__":
    print(main()[1])
