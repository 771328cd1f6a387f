import functools

import jax

from nbabel.diagnostics import report
from nbabel.forces import accelerations, total_energy


@functools.partial(jax.jit, static_argnames=("n_steps",))
def evolve(positions, velocities, masses, dt, n_steps):
    """Verlet-leapfrog predictor-corrector steps, printing diagnostics every 10 steps."""
    initial_energy = total_energy(positions, velocities, masses)

    def body(nsteps, state):
        positions, velocities, acc = state
        positions = positions + dt * velocities + 0.5 * dt**2 * acc
        new_acc = accelerations(positions, masses)
        velocities = velocities + 0.5 * dt * (acc + new_acc)
        if (nsteps + 1) % 10 == 0:  # expect: JXL101
            report(nsteps + 1, total_energy(positions, velocities, masses), initial_energy)
        return positions, velocities, new_acc

    state = (positions, velocities, accelerations(positions, masses))
    positions, velocities, _ = jax.lax.fori_loop(0, n_steps, body, state)
    return positions, velocities, total_energy(positions, velocities, masses)
