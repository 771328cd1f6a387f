import jax
import jax.numpy as jnp

from potentials import SoftSphere

potential = SoftSphere(cutoff=min(2.5, 3.0))
force = jax.jit(jax.grad(lambda positions: -potential.energy(positions)))


def relax(positions, steps=10, dt=1e-3):
    for _ in range(steps):
        positions = positions + dt * force(positions)
    return positions
