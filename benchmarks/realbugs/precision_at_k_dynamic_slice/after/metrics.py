import jax
import jax.numpy as jnp


def sum_first_k(a, k):
    return jnp.sum(jnp.where(jnp.arange(a.shape[0]) < k, a, 0))


@jax.jit
def precision_at_k(scores, labels, k):
    """Fraction of relevant items among the k highest-scored ones."""
    ranked = labels[jnp.argsort(-scores)]
    return sum_first_k(ranked, k) / k
