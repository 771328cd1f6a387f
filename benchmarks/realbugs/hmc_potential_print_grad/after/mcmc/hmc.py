"""Hamiltonian Monte Carlo with a fixed number of leapfrog steps."""

import jax
import jax.numpy as jnp


class HMCSampler:
    def __init__(self, log_density, step_size=0.1, num_leapfrog=10):
        self.log_density = log_density
        self.step_size = step_size
        self.num_leapfrog = num_leapfrog
        self._step = jax.jit(self.step)

    def potential(self, q):
        return -self.log_density(q)

    def leapfrog(self, q, p):
        grad_u = jax.grad(self.potential)
        p = p - 0.5 * self.step_size * grad_u(q)
        for _ in range(self.num_leapfrog - 1):
            q = q + self.step_size * p
            p = p - self.step_size * grad_u(q)
        q = q + self.step_size * p
        p = p - 0.5 * self.step_size * grad_u(q)
        return q, p

    def step(self, key, q):
        momentum_key, accept_key = jax.random.split(key)
        p = jax.random.normal(momentum_key, q.shape)
        q_new, p_new = self.leapfrog(q, p)
        current = self.potential(q) + 0.5 * p @ p
        proposed = self.potential(q_new) + 0.5 * p_new @ p_new
        accept = jnp.log(jax.random.uniform(accept_key)) < current - proposed
        return jnp.where(accept, q_new, q), jnp.where(accept, proposed, current)

    def sample(self, key, q, num_samples):
        samples = []
        for step_key in jax.random.split(key, num_samples):
            q, energy = self._step(step_key, q)
            print("energy", float(energy))
            samples.append(q)
        return jnp.stack(samples)
