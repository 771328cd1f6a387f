"""How much the fitted weights vary with the initialisation seed."""
import jax
import jax.numpy as jnp

from regress import fit

X = jax.random.normal(jax.random.PRNGKey(42), (64, 3))
Y = X @ jnp.array([1.0, -2.0, 0.5]) + 0.3


def run_seeds(seeds=(0, 1, 2, 3)):
    return {seed: fit(seed, X, Y) for seed in seeds}


if __name__ == "__main__":
    for seed, (params, loss) in run_seeds().items():
        print(seed, params["w"], float(loss))
