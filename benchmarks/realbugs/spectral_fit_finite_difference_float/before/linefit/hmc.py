import functools

import jax
import jax.numpy as jnp

from linefit.gradients import finite_difference_grad


class HMC:
    """HMC on a log density; the whole chain is one compiled scan."""

    def __init__(self, log_density, step_size, num_leapfrog):
        self.log_density = log_density
        self.grad_log_density = functools.partial(finite_difference_grad, log_density)
        self.step_size = step_size
        self.num_leapfrog = num_leapfrog
        self.run = jax.jit(self._run, static_argnums=2)

    def leapfrog(self, q, p):
        eps = self.step_size
        for _ in range(self.num_leapfrog):
            p = p + 0.5 * eps * self.grad_log_density(q)
            q = q + eps * p
            p = p + 0.5 * eps * self.grad_log_density(q)
        return q, p

    def transition(self, q, key):
        key_p, key_u = jax.random.split(key)
        p = jax.random.normal(key_p, q.shape)
        q_new, p_new = self.leapfrog(q, p)
        log_accept = self.log_density(q_new) - 0.5 * p_new @ p_new - self.log_density(q) + 0.5 * p @ p
        return jnp.where(jnp.log(jax.random.uniform(key_u)) < log_accept, q_new, q)

    def _run(self, q0, key, num_samples):
        def body(q, key):
            q = self.transition(q, key)
            return q, q

        return jax.lax.scan(body, q0, jax.random.split(key, num_samples))[1]
