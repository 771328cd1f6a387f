import logging

import jax.numpy as jnp


def _log_loss(total_loss):
    total_loss_mean = jnp.mean(total_loss[0])
    logging.info(total_loss_mean)  # expect: JXL203
