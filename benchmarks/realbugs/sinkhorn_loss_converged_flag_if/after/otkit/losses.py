"""Entropic optimal-transport loss between a predicted and a target point cloud."""

import jax.numpy as jnp

from otkit.sinkhorn import sinkhorn


def squared_distances(x, y):
    return jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)


def make_ot_loss(config):
    def ot_loss(x, y):
        a = jnp.full(x.shape[0], 1.0 / x.shape[0])
        b = jnp.full(y.shape[0], 1.0 / y.shape[0])
        out = sinkhorn(squared_distances(x, y), a, b, config.epsilon, config.num_iters, config.threshold)
        return jnp.where((out.errors[-1] < 1) & out.converged, out.reg_ot_cost, jnp.nan)

    return ot_loss
