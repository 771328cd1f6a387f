import jax.numpy as jnp

from mdlite.integrator import State, VelocityVerlet
from mdlite.potentials import HarmonicChain


def main(num_steps=5):
    integrator = VelocityVerlet(HarmonicChain(stiffness=1.0, spacing=1.0), dt=0.05)
    positions = jnp.arange(8.0) + 0.1 * jnp.sin(jnp.arange(8.0))
    state = State(positions, jnp.zeros(8), jnp.asarray(0))
    for _ in range(num_steps):
        state = integrator.step(state)
    return state


if __name__ == "__main__":
    main()
