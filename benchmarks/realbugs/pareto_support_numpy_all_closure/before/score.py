import jax
import jax.numpy as jnp

from tailrisk.config import ASSET_CLASSES


@jax.jit
def tail_score(excess):
    """Log-likelihood of observed threshold excesses under each asset class's fixed tail."""
    return {name: jnp.sum(model.log_prob(excess)) for name, model in ASSET_CLASSES.items()}


def main():
    excess = jnp.array([[0.5, 0.7], [1.0, 0.2], [0.1, 1.5]])
    return tail_score(excess)


if __name__ == "__main__":
    print(main())
