"""Hamiltonian Monte Carlo with a fixed number of leapfrog steps and an identity mass matrix."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class HMCState(NamedTuple):
    z: jax.Array
    potential: jax.Array
    grad: jax.Array
    key: jax.Array
    accepted: jax.Array


class HMC:
    def __init__(self, potential_fn, step_size: float = 0.1, num_steps: int = 10):
        self.potential_fn = potential_fn
        self.step_size = step_size
        self.num_steps = num_steps
        self._value_and_grad = jax.value_and_grad(potential_fn)

    def init(self, z, key) -> HMCState:
        potential, grad = self._value_and_grad(z)
        return HMCState(z, potential, grad, key, jnp.zeros((), bool))

    def sample(self, state: HMCState) -> HMCState:
        key, momentum_key, accept_key = jax.random.split(state.key, 3)
        r0 = jax.random.normal(momentum_key, state.z.shape)
        eps = self.step_size

        def leapfrog(_, carry):
            z, r, grad = carry
            r = r - 0.5 * eps * grad
            z = z + eps * r
            _, grad = self._value_and_grad(z)
            r = r - 0.5 * eps * grad
            return z, r, grad

        z, r, grad = jax.lax.fori_loop(0, self.num_steps, leapfrog, (state.z, r0, state.grad))  # expect: JXL504
        potential = self.potential_fn(z)
        energy_change = potential + 0.5 * r @ r - state.potential - 0.5 * r0 @ r0
        accept = jnp.log(jax.random.uniform(accept_key)) < -energy_change
        return HMCState(jnp.where(accept, z, state.z), jnp.where(accept, potential, state.potential),
                        jnp.where(accept, grad, state.grad), key, accept)
