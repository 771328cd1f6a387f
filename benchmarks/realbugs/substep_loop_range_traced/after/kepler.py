import jax
import jax.numpy as jnp

from orbits import LeapfrogIntegrator, State

CONFIG = {"dt": 0.05, "substeps": 4, "num_outputs": 100}


def potential(position):
    return -1.0 / jnp.linalg.norm(position)


integrator = LeapfrogIntegrator(jax.grad(lambda q: -potential(q)))
advance = jax.jit(integrator.advance, static_argnums=(2,))


def orbit(config=CONFIG):
    state = State(position=jnp.array([1.0, 0.0]), velocity=jnp.array([0.0, 1.1]))
    energies = [integrator.energy(state, potential)]
    for _ in range(config["num_outputs"]):
        state = advance(state, config["dt"], config["substeps"])
        energies.append(integrator.energy(state, potential))
    return state, jnp.stack(energies)
