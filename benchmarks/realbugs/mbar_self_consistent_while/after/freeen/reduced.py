import jax.numpy as jnp
from jax.scipy.special import logsumexp


def log_denominator(u_kn, log_n_k, f_k):
    """log sum_k N_k exp(f_k - u_k(x_n)) for every pooled sample n."""
    return logsumexp(log_n_k[:, None] + f_k[:, None] - u_kn, axis=0)


def self_consistent_update(u_kn, log_n_k, f_k):
    f_new = -logsumexp(-u_kn - log_denominator(u_kn, log_n_k, f_k)[None, :], axis=1)
    return f_new - f_new[0]
