import jax
import jax.numpy as jnp

from mdlite import LangevinIntegrator, LangevinThermostat


def main(n_steps=6):
    thermostat = LangevinThermostat(temperature=1.5, friction=1.0, dt=0.01)
    integrator = LangevinIntegrator(thermostat, spring=1.0, dt=0.01)
    masses = jnp.ones(64)
    positions = jnp.zeros((64, 3))
    velocities = jnp.zeros((64, 3))
    key = jax.random.PRNGKey(5)
    for _ in range(n_steps):
        key, subkey = jax.random.split(key)
        positions, velocities = integrator.step(positions, velocities, masses, subkey)
    return positions, velocities


if __name__ == "__main__":
    main()
