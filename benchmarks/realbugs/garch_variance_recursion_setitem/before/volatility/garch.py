import jax
import jax.numpy as jnp


def conditional_variance(theta, r):
    """sigma2_t = omega + alpha r_{t-1}^2 + beta sigma2_{t-1}, started at the unconditional variance."""
    omega, alpha, beta = theta
    sig2 = jnp.zeros_like(r)
    sig2[0] = omega / (1.0 - alpha - beta)  # expect: JXL301

    def recursion(t, sig2):
        sig2[t] = omega + alpha * r[t - 1] ** 2 + beta * sig2[t - 1]  # expect: JXL301
        return sig2

    return jax.lax.fori_loop(1, r.shape[0], recursion, sig2)


def neg_loglik(theta, r):
    sig2 = conditional_variance(theta, r)
    return 0.5 * jnp.sum(jnp.log(2.0 * jnp.pi * sig2) + r**2 / sig2)
