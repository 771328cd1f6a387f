"""Velocity-Verlet integration of a context's system with a method's bias added to its energy."""

from functools import partial

import jax


def _step(energy_fn, dt, state):
    force = -jax.grad(energy_fn)(state.positions)
    velocities = state.velocities + 0.5 * dt * force
    positions = state.positions + dt * velocities
    force = -jax.grad(energy_fn)(positions)
    velocities = velocities + 0.5 * dt * force
    return type(state)(positions, velocities)


def run_steps(context, method, timesteps):
    def biased_energy(positions):
        return context.energy_fn(positions) + method.bias_energy(positions)

    step = jax.jit(partial(_step, biased_energy, context.dt))  # expect: JXL502
    state = context.state
    samples = []
    for _ in range(timesteps):
        state = step(state)
        samples.append(method.collect(state.positions))
    context.state = state
    return samples
