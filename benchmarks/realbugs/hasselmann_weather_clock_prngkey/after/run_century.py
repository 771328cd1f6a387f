import jax
import jax.numpy as jnp

from climate import StochasticEBM


def main(years=5, forcing=3.7, seed=0):
    model = StochasticEBM()
    anomaly, paths = jnp.array(0.0), []
    for key in jax.random.split(jax.random.PRNGKey(seed), years):
        anomaly, path = model.run_year(anomaly, forcing, key)
        paths.append(path)
    return jnp.stack(paths)


if __name__ == "__main__":
    paths = main()
    print(paths[:, -1])
