"""Encoders for categorical columns of the survey table."""

import jax.numpy as jnp


def one_hot(levels, values):
    return (values[:, None] == levels[None, :]).astype(jnp.float32)


def standardize(mean, std, values):
    return (values - mean) / std
