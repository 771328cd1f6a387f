import jax
import jax.numpy as jnp

from jitterhmc.integrators import Leapfrog


class JitteredHMC:
    """HMC whose trajectory length is drawn afresh each transition, which avoids periodic trajectories."""

    def __init__(self, potential, step_size, min_steps, max_steps):
        self.potential = potential
        self.integrator = Leapfrog(jax.grad(potential), step_size)
        self.min_steps = min_steps
        self.max_steps = max_steps
        self.sample = jax.jit(self._sample, static_argnums=2)

    def transition(self, q, key):
        key_len, key_p, key_u = jax.random.split(key, 3)
        num_steps = jax.random.randint(key_len, (), self.min_steps, self.max_steps + 1)
        p = jax.random.normal(key_p, q.shape)
        q_new, p_new = self.integrator.integrate(q, p, num_steps)
        log_accept = self.potential(q) + 0.5 * p @ p - self.potential(q_new) - 0.5 * p_new @ p_new
        return jnp.where(jnp.log(jax.random.uniform(key_u)) < log_accept, q_new, q)

    def _sample(self, q0, key, num_samples):
        def body(q, key):
            q = self.transition(q, key)
            return q, q

        return jax.lax.scan(body, q0, jax.random.split(key, num_samples))[1]
