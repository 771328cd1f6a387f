import jax.numpy as jnp

from .regularizers import reg_norm_quad


def make_loss(reg=reg_norm_quad, alpha=0.1):
    """Anomaly-detection loss: the log of the model's output on normal samples plus a norm regulariser."""

    def loss(params, data):
        amplitude = data @ params
        fit = jnp.mean((jnp.log(amplitude ** 2 + 1e-6)) ** 2)
        return fit + alpha * reg(params)

    return loss
