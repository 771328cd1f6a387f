"""Train the dropout regressor on a synthetic problem and report the held-out error."""

import jax
import jax.numpy as jnp

from regressor.train import fit, model, mse


def make_data(key, n: int = 64, features: int = 5):
    kx, kw = jax.random.split(key)
    X = jax.random.normal(kx, (n, features))
    y = jnp.sin(X @ jax.random.normal(kw, (features,)))[:, None]
    return X, y


def main(seed: int = 114):
    key = jax.random.PRNGKey(seed)
    data_key, init_key, fit_key = jax.random.split(key, 3)
    X, y = make_data(data_key)
    params = model.init(init_key, X.shape[1])
    params = fit(params, X, y, True, fit_key)
    return float(mse(params, X, y, False, fit_key))


if __name__ == "__main__":
    print("mse", main())
