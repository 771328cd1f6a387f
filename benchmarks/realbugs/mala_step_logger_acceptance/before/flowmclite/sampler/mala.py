"""Metropolis-adjusted Langevin kernel."""

from functools import partial

import jax
import jax.numpy as jnp

from flowmclite.logger import logger


class MALA:
    def __init__(self, log_prob, step_size):
        self.log_prob = log_prob
        self.step_size = step_size

    def _proposal_log_density(self, to, frm, grad_frm):
        mean = frm + 0.5 * self.step_size ** 2 * grad_frm
        return -jnp.sum((to - mean) ** 2) / (2 * self.step_size ** 2)

    @partial(jax.jit, static_argnums=0)
    def kernel(self, key, position):
        noise_key, accept_key = jax.random.split(key)
        value, grad = jax.value_and_grad(self.log_prob)(position)
        proposal = (position + 0.5 * self.step_size ** 2 * grad
                    + self.step_size * jax.random.normal(noise_key, position.shape))
        new_value, new_grad = jax.value_and_grad(self.log_prob)(proposal)
        log_accept = (new_value - value + self._proposal_log_density(position, proposal, new_grad)
                      - self._proposal_log_density(proposal, position, grad))
        accept = jnp.log(jax.random.uniform(accept_key)) < log_accept
        logger.debug("MALA log acceptance %s", log_accept)  # expect: JXL203
        return jnp.where(accept, proposal, position), accept
