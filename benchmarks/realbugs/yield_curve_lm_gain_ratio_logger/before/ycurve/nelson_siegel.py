import jax.numpy as jnp


def zero_rates(params, maturities):
    """Nelson-Siegel: beta0 + beta1 f1(tau) + beta2 f2(tau), with decay lambda = exp(log_decay)."""
    beta0, beta1, beta2, log_decay = params
    x = maturities * jnp.exp(log_decay)
    f1 = (1.0 - jnp.exp(-x)) / x
    return beta0 + beta1 * f1 + beta2 * (f1 - jnp.exp(-x))
