import jax
import jax.numpy as jnp

from pydemic.agents import INFECTED, AgentState
from pydemic import rules


class Pandemic:
    """Agents wandering a square domain; the daily update runs jitted over the whole population."""

    def __init__(self, nx=40, movemax=2, probability_of_infection=0.6, time_until_recovery=10, mortality_rate=0.05):
        self.nx = nx
        self.movemax = movemax
        self.probability_of_infection = probability_of_infection
        self.time_until_recovery = time_until_recovery
        self.mortality_rate = mortality_rate
        self._day = jax.jit(self.day)

    def day(self, state, key):
        move_key, infect_key, recover_key = jax.random.split(key, 3)
        position = rules.move(move_key, state.position, self.nx, self.movemax)
        status = rules.infect(infect_key, state.status, position, self.probability_of_infection)
        days_infected = jnp.where(status == INFECTED, state.days_infected + 1, state.days_infected)
        status = rules.recover(recover_key, status, days_infected, self.time_until_recovery, self.mortality_rate)
        return AgentState(position, status, days_infected)

    def run(self, state, key, n_days):
        counts = []
        for day_key in jax.random.split(key, n_days):
            state = self._day(state, day_key)
            counts.append(jnp.bincount(state.status, length=4))
        return state, jnp.stack(counts)
