import jax
import jax.numpy as jnp

from riskkit.portfolio import evaluate


def main():
    scenarios = 0.02 * jax.random.normal(jax.random.PRNGKey(11), (500, 3))
    weights = jnp.array([0.5, 0.3, 0.2])
    return {name: float(value) for name, value in evaluate(weights, scenarios).items()}


if __name__ == "__main__":
    print(main())
