import jax
import jax.numpy as jnp


class TwoLayerModel:
    """Mixed layer over a deep ocean, forced by a sum of forcing agents, one step per year."""

    def __init__(self, agents, mixed_capacity=8.0, deep_capacity=100.0, exchange=0.7):
        self.agents = agents
        self.mixed_capacity = mixed_capacity
        self.deep_capacity = deep_capacity
        self.exchange = exchange

    def forcing(self, year):
        return sum(agent(year) for agent in self.agents)

    def surface_anomaly(self, feedback, years):
        def step(state, year):
            surface, deep = state
            flux = self.exchange * (surface - deep)
            surface = surface + (self.forcing(year) - feedback * surface - flux) / self.mixed_capacity
            deep = deep + flux / self.deep_capacity
            return (surface, deep), surface

        _, anomaly = jax.lax.scan(step, (jnp.float32(0.0), jnp.float32(0.0)), years)
        return anomaly
