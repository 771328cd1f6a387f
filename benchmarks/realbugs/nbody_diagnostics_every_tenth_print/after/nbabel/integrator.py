import functools

import jax

from nbabel.forces import accelerations, total_energy


@functools.partial(jax.jit, static_argnames=("n_steps",))
def evolve(positions, velocities, masses, dt, n_steps):
    """Verlet-leapfrog predictor-corrector steps; returns the energy after every step for the diagnostics."""

    def body(state, _):
        positions, velocities, acc = state
        positions = positions + dt * velocities + 0.5 * dt**2 * acc
        new_acc = accelerations(positions, masses)
        velocities = velocities + 0.5 * dt * (acc + new_acc)
        return (positions, velocities, new_acc), total_energy(positions, velocities, masses)

    state = (positions, velocities, accelerations(positions, masses))
    (positions, velocities, _), energies = jax.lax.scan(body, state, None, length=n_steps)
    return positions, velocities, energies
