import logging

import jax
import jax.numpy as jnp


def _emit(value):
    logging.info("policy loss %.4f", value)


def _log_loss(total_loss):
    total_loss_mean = jnp.mean(total_loss[0])
    jax.debug.callback(_emit, total_loss_mean)
