import jax
import jax.numpy as jnp

from forecast.evaluator import Evaluator
from forecast.metrics import RegressionMetrics


def main():
    k_h, k_n = jax.random.split(jax.random.PRNGKey(0))
    history = jax.random.normal(k_h, (200, 6))
    targets = history.sum(axis=1) + 0.1 * jax.random.normal(k_n, (200,))
    params = {"w": jnp.full(6, 0.9), "b": jnp.zeros(())}
    return Evaluator(RegressionMetrics(quantile=90)).evaluate(params, history, targets)


if __name__ == "__main__":
    print(main())
