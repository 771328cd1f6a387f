"""Kalman filtering of a state-space Gaussian process: log marginal likelihood in linear time."""

import jax
import jax.numpy as jnp

from markovgp.kernels import process_noise, state_transition, stationary_covariance


def discretise(t, variance, lengthscale):
    dt = jnp.diff(t, prepend=t[0])
    As = jax.vmap(state_transition, in_axes=(0, None))(dt, lengthscale)
    Qs = jax.vmap(process_noise, in_axes=(0, None, None))(dt, variance, lengthscale)
    Qs = Qs.at[0].set(stationary_covariance(variance))
    return As, Qs


def log_marginal_likelihood(params, t, y):
    variance, lengthscale, noise = (jnp.exp(params[k]) for k in ("log_variance", "log_lengthscale", "log_noise"))
    As, Qs = discretise(t, variance, lengthscale)
    H = jnp.array([[1.0]])

    def step(carry, inputs):
        mean, cov, total = carry
        A, Q, obs = inputs
        mean, cov = A @ mean, A @ cov @ A.T + Q
        innovation_var = (H @ cov @ H.T)[0, 0] + noise
        innovation = obs - (H @ mean)[0]
        gain = cov @ H.T / innovation_var
        mean = mean + gain[:, 0] * innovation
        cov = cov - gain @ H @ cov
        total = total - 0.5 * (jnp.log(2 * jnp.pi * innovation_var) + innovation**2 / innovation_var)
        return (mean, cov, total), None

    (_, _, total), _ = jax.lax.scan(step, (jnp.zeros(1), jnp.zeros((1, 1)), 0.0), (As, Qs, y))
    return total
