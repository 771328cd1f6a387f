import functools

import jax
import jax.numpy as jnp

from symplectic.integrators import ImplicitMidpoint
from symplectic.newton import NewtonParams
from symplectic.systems import kepler_hamiltonian


@functools.partial(jax.jit, static_argnames=("num_steps",))
def simulate(z0, dt, newton_params, num_steps=400):
    return ImplicitMidpoint(kepler_hamiltonian).trajectory(z0, dt, num_steps, newton_params)


def main():
    eccentricity = 0.5
    z0 = jnp.array([1.0 - eccentricity, 0.0, 0.0, jnp.sqrt((1 + eccentricity) / (1 - eccentricity))])
    zs = simulate(z0, 0.05, NewtonParams(max_iter=8))
    energies = jax.vmap(kepler_hamiltonian)(zs)
    drift = float(jnp.max(jnp.abs(energies - kepler_hamiltonian(z0))))
    print(f"max energy error over {zs.shape[0]} steps: {drift:.2e}")
    return drift


if __name__ == "__main__":
    main()
