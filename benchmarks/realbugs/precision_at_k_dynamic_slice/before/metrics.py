import jax
import jax.numpy as jnp
from jax import lax


def sum_first_k(a, k):
    return jnp.sum(lax.dynamic_slice(a, (0,), (k,)))  # expect: JXL106


@jax.jit
def precision_at_k(scores, labels, k):
    """Fraction of relevant items among the k highest-scored ones."""
    ranked = labels[jnp.argsort(-scores)]
    return sum_first_k(ranked, k) / k
