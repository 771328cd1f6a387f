from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class CorridorTask:
    goal: float = 5.0
    dt: float = 0.05
    n_steps: int = 120
    base_mass: float = 2.0
    max_current: float = 1.0
    damping: float = 0.8
    energy_weight: float = 0.01
    size_weight: float = 0.5


class DriveSimulation:
    """A wheeled robot driven towards a goal; design = (log wheel radius, log motor constant, log battery factor)."""

    def __init__(self, task):
        self.task = task

    def rollout(self, design):
        t = self.task
        radius, kt, battery = jnp.exp(design)
        mass = t.base_mass + 4.0 * radius + 0.5 * battery
        max_force = kt * t.max_current / radius

        def step(state, _):
            pos, vel = state
            remaining = t.goal - pos
            force = max_force * jnp.tanh(remaining)
            vel = vel + t.dt * (force - t.damping * vel) / mass
            pos = pos + t.dt * vel
            power = force * vel / battery
            return (pos, vel), (remaining ** 2, power ** 2)

        (pos, _), (dist2, power2) = jax.lax.scan(step, (0.0, 0.0), None, length=t.n_steps)
        return pos, dist2, power2

    def objective(self, design):
        t = self.task
        radius, kt, _ = jnp.exp(design)
        _, dist2, power2 = self.rollout(design)
        size_penalty = t.size_weight * (radius ** 2 + kt ** 2)
        return t.dt * jnp.sum(dist2) + t.energy_weight * t.dt * jnp.sum(power2) + size_penalty
