import jax
import jax.numpy as jnp

from gp.kernels import SquaredExponential
from gp.regression import GPRegressor


def objective(x):
    return jnp.sin(3.0 * x) + 0.5 * x


def main():
    # A Bayesian optimisation run revisits its incumbent: the same inputs appear more than once.
    x_train = jnp.concatenate([jnp.linspace(0.0, 3.0, 12), jnp.array([1.5, 1.5, 2.25])])
    y_train = objective(x_train) + 0.05 * jax.random.normal(jax.random.PRNGKey(0), x_train.shape)
    model = GPRegressor(SquaredExponential(lengthscale=0.5)).fit(x_train, y_train)
    x_test = jnp.linspace(0.1, 2.9, 50)
    mean, variance = model.predict(x_test)
    error = float(jnp.max(jnp.abs(mean - objective(x_test))))
    print(f"max error of the posterior mean {error:.3f}, max variance {float(jnp.max(variance)):.4f}")
    return mean, variance, error


if __name__ == "__main__":
    main()
