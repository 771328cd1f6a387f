import jax
import jax.numpy as jnp

from integrator import EulerIntegrator


def decay(t, y):
    return -0.5 * y


integrator = EulerIntegrator(decay, t0=0.0, tf=2.0, dt=0.25)
solve = jax.jit(integrator.solve)


def main():
    return solve(jnp.ones(3))
