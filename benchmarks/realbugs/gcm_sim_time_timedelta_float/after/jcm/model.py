"""A toy general-circulation driver: state, model time, and a jitted time step."""

import dataclasses
from datetime import datetime, timedelta

import jax
import jax.numpy as jnp

from jcm.physics import daily_insolation, relax_temperature


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class ModelState:
    temperature: jax.Array
    sim_time: jax.Array


class Model:
    def __init__(self, start_date=datetime(2000, 1, 1), time_step_hours=6.0, num_lats=16):
        self.start_date = start_date
        self.dt = time_step_hours * 3600.0
        self.latitudes = jnp.linspace(-jnp.pi / 2, jnp.pi / 2, num_lats)
        self._step = jax.jit(self.step)

    def initial_state(self):
        return ModelState(jnp.full(self.latitudes.shape, 280.0), jnp.asarray(0.0))

    def model_date(self, state):
        """Calendar date of a state, for output outside the jitted step."""
        return self.start_date + timedelta(seconds=float(state.sim_time))

    def step(self, state):
        start = self.start_date
        start_day = start.timetuple().tm_yday + start.hour / 24.0
        day_of_year = start_day + state.sim_time / 86400.0
        insolation = daily_insolation(day_of_year, self.latitudes)
        temperature = relax_temperature(state.temperature, insolation, self.dt)
        return ModelState(temperature, state.sim_time + self.dt)

    def run(self, num_steps):
        state = self.initial_state()
        for _ in range(num_steps):
            state = self._step(state)
        return state
