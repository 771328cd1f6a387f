"""The Matern-1/2 (Ornstein-Uhlenbeck) kernel as a one-dimensional linear state-space model."""

import jax.numpy as jnp


def matern12_covariance(t1, t2, variance, lengthscale):
    return variance * jnp.exp(-jnp.abs(t1[:, None] - t2[None, :]) / lengthscale)


def stationary_covariance(variance):
    return jnp.array([[variance]])


def state_transition(dt, lengthscale):
    return jnp.array([[jnp.exp(-dt / lengthscale)]])


def process_noise(dt, variance, lengthscale):
    transition = state_transition(dt, lengthscale)
    pinf = stationary_covariance(variance)
    return pinf - transition @ pinf @ transition.T
