"""Column transforms applied to photometry before it reaches the flow."""

import jax.numpy as jnp


def standardize_columns(data, columns, means, stds):
    for column in columns:
        data = data.at[:, column].set((data[:, column] - means[column]) / stds[column])
    return data


def colors_from_magnitudes(data):
    return jnp.concatenate([data[:, :1], data[:, :-1] - data[:, 1:]], axis=1)
