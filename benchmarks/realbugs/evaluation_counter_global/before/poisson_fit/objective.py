import jax
import jax.numpy as jnp
from jax.scipy.special import gammaln

from .counters import count_evaluation


def neg_log_likelihood(log_rate, counts):
    count_evaluation()
    rate = jnp.exp(log_rate)
    return -jnp.sum(counts * log_rate - rate - gammaln(counts + 1.0))


neg_log_likelihood_and_grad = jax.jit(jax.value_and_grad(neg_log_likelihood))
