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


_STEPS = {}


def _biased_energy(energy_fn, method, positions):
    return energy_fn(positions) + method.bias_energy(positions)


def _step_for(context, method):
    # built once per (context, method), so that restarted runs reuse the compiled step
    key = (id(context), id(method))
    if key not in _STEPS:
        _STEPS[key] = jax.jit(partial(_step, partial(_biased_energy, context.energy_fn, method), context.dt))
    return _STEPS[key]


def run_steps(context, method, timesteps):
    step = _step_for(context, method)
    state = context.state
    samples = []
    for _ in range(timesteps):
        state = step(state)
        samples.append(method.collect(state.positions))
    context.state = state
    return samples
