import jax
import jax.numpy as jnp

from gpfit.kernels import RBFParams
from gpfit.regression import GaussianProcessRegressor


def make_data(key, n=40, noise=0.1):
    x = jnp.linspace(-3.0, 3.0, n)
    y = jnp.sin(2.0 * x) + noise * jax.random.normal(key, (n,))
    return x, y


def main():
    x, y = make_data(jax.random.PRNGKey(0))
    gp = GaussianProcessRegressor(x, y)
    params, history = gp.fit(RBFParams(0.0, 0.0, -2.0))
    mean, _ = gp.predict(params, jnp.array([0.25, 1.0]))
    print(f"loss {history[0]:.2f} -> {history[-1]:.2f}, lengthscale {float(jnp.exp(params.log_lengthscale)):.3f}")
    return history, mean


if __name__ == "__main__":
    main()
